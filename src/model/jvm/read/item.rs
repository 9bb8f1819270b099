//! What a reading lists: each item a setting (or why a line is not one),
//! with the paste lines it came from and the form it was read as.

use super::located::Lines;

/// The form a line was read as: the settings in it are the lines of a
/// properties file, or the `-D` flags in the rest.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum SourceForm {
    /// A line of a `.properties` file (`java.util.Properties.load`).
    PropertiesFile,
    /// A `-D` flag on a command line (`java …`, or flags alone).
    CommandLine,
    /// A `-D` flag in a shell variable (`JAVA_OPTS="…"`, `export …`).
    ShellVariable,
    /// A `-D` flag in a YAML value (a Kubernetes `env:` value, `args:`),
    /// or in a JSON string (JSON being YAML's flow style).
    YamlValue,
    /// A `-D` flag in a Dockerfile `ENV`.
    DockerfileEnv,
    /// A `-D` flag in a Dockerfile `RUN`, `CMD` or `ENTRYPOINT`.
    DockerfileCommand,
    /// A `-D` flag in a systemd `Environment=`.
    SystemdEnvironment,
    /// A `-D` flag in a systemd `ExecStart=` (or another `Exec…=`).
    SystemdExec,
}

impl SourceForm {
    pub const ALL: &'static [SourceForm] = &[
        SourceForm::PropertiesFile,
        SourceForm::CommandLine,
        SourceForm::ShellVariable,
        SourceForm::YamlValue,
        SourceForm::DockerfileEnv,
        SourceForm::DockerfileCommand,
        SourceForm::SystemdEnvironment,
        SourceForm::SystemdExec,
    ];

    /// Its name in test ids and data attributes.
    pub fn id(self) -> &'static str {
        match self {
            SourceForm::PropertiesFile => "properties",
            SourceForm::CommandLine => "command-line",
            SourceForm::ShellVariable => "shell-variable",
            SourceForm::YamlValue => "yaml",
            SourceForm::DockerfileEnv => "dockerfile-env",
            SourceForm::DockerfileCommand => "dockerfile-command",
            SourceForm::SystemdEnvironment => "systemd-environment",
            SourceForm::SystemdExec => "systemd-exec",
        }
    }
}

/// Why a line that names a setting was not read as one.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum NotReadWhy {
    /// Structure of its form (a YAML key, an environment variable's name, a
    /// Dockerfile `ARG`): the JVM takes no property from it.
    Context,
    /// A `-D` after the main class or `-jar`: the program's argument.
    ToProgram,
    /// Its value is filled in by the shell or Kubernetes (`$X`, `$(X)`).
    Expansion,
    /// It goes on past [`MAX_CHECK_LINES`](super::MAX_CHECK_LINES); its value
    /// is not known.
    Cut,
}

/// What one record (or one flag in it) says.
#[derive(Clone, Debug, PartialEq)]
pub enum What {
    /// A property and the exact value the JVM gets.
    Setting { key: String, value: String },
    /// A `-D` with no property name the JVM could take.
    BadFlag { text: String },
    /// A quote opened that never closes: the shell (or YAML) refuses it.
    Unterminated { quote: char },
    /// A malformed `\uXXXX`: `Properties.load` throws.
    BadEscape { text: String },
    /// Named a setting, but is not one the JVM reads.
    NotRead { text: String, why: NotReadWhy },
}

/// One thing read, where it was, and as what.
#[derive(Clone, Debug, PartialEq)]
pub struct Item {
    pub lines: Lines,
    pub form: Option<SourceForm>,
    pub what: What,
}

/// The paste as read.
#[derive(Clone, Debug, PartialEq)]
pub struct Reading {
    pub items: Vec<Item>,
    /// Lines past [`MAX_CHECK_LINES`](super::MAX_CHECK_LINES), left unread.
    pub lines_unread: usize,
}
