//! `#[derive(Unpack)]`: reads a type from the packed form (postcard's
//! encoding, written natively by serde): a struct's fields in declaration
//! order, an enum's variant as its index. The derive reads the order from
//! the type itself, so no list of fields is kept twice. The trait and the
//! reader are `failover_timeline::model::unpack`.

use proc_macro::TokenStream;
use proc_macro2::TokenStream as Tokens;
use quote::{quote, ToTokens};
use syn::{parse_macro_input, Data, DeriveInput, Fields};

#[proc_macro_derive(Unpack)]
pub fn derive_unpack(input: TokenStream) -> TokenStream {
    let input = parse_macro_input!(input as DeriveInput);
    match unpack_impl(&input) {
        Ok(t) => t.into(),
        Err(e) => e.to_compile_error().into(),
    }
}

fn unpack_impl(input: &DeriveInput) -> syn::Result<Tokens> {
    refuse_unpackable(&input.attrs, input)?;
    let name = &input.ident;
    let (impl_generics, ty_generics, where_clause) = input.generics.split_for_impl();
    let body = match &input.data {
        Data::Struct(s) => construct(quote!(Self), &s.fields)?,
        Data::Enum(e) => {
            // An unknown index is damage: the reader stops, and the first
            // variant is built from its (now empty) reads.
            let mut arms = Vec::new();
            let mut first = None;
            for (i, v) in e.variants.iter().enumerate() {
                refuse_unpackable(&v.attrs, v)?;
                let index = i as u32;
                let variant = &v.ident;
                let build = construct(quote!(Self::#variant), &v.fields)?;
                if i == 0 {
                    first = Some(build);
                } else {
                    arms.push(quote!(#index => #build,));
                }
            }
            let Some(first) = first else {
                return Err(syn::Error::new_spanned(name, "an enum without variants"));
            };
            quote! {
                let at = r.at();
                match r.variant() {
                    #(#arms)*
                    index => {
                        if index != 0 {
                            r.fail("an unknown variant", at);
                        }
                        #first
                    }
                }
            }
        }
        Data::Union(u) => {
            return Err(syn::Error::new_spanned(
                u.union_token,
                "a union does not unpack",
            ))
        }
    };
    Ok(quote! {
        impl #impl_generics crate::model::unpack::Unpack for #name #ty_generics #where_clause {
            #[inline(never)]
            fn unpack(r: &mut crate::model::unpack::Reader<'_>) -> Self {
                #body
            }
        }
    })
}

/// `path { field: read, … }`, `path(read, …)` or `path`: struct-literal
/// fields are evaluated in the order written, which is declaration order.
/// A read never returns early: after damage the reader yields empty values
/// and the caller gets its error at the end (no unwinding of half-built
/// values, which is most of what a `?` per field costs in code).
fn construct(path: Tokens, fields: &Fields) -> syn::Result<Tokens> {
    for f in fields.iter() {
        refuse_unpackable(&f.attrs, f)?;
    }
    let read = quote!(crate::model::unpack::Unpack::unpack(r));
    Ok(match fields {
        Fields::Named(named) => {
            let names = named.named.iter().map(|f| &f.ident);
            quote!(#path { #(#names: #read,)* })
        }
        Fields::Unnamed(unnamed) => {
            let reads = unnamed.unnamed.iter().map(|_| read.clone());
            quote!(#path(#(#reads),*))
        }
        Fields::Unit => path,
    })
}

/// serde attributes that change what is written (a skipped or flattened
/// field, a custom writer, an untagged or internally tagged enum) would make
/// the bytes differ from a straight read: refuse them at compile time.
fn refuse_unpackable(attrs: &[syn::Attribute], at: &dyn ToTokens) -> syn::Result<()> {
    for a in attrs.iter().filter(|a| a.path().is_ident("serde")) {
        let text = a.meta.to_token_stream().to_string();
        for word in [
            "skip", "flatten", "with", "untagged", "tag", "remote", "getter",
        ] {
            let said = |w: &str| {
                w == word || w.starts_with(&format!("{word}_")) || w.ends_with(&format!("_{word}"))
            };
            if text
                .split(|c: char| !c.is_alphanumeric() && c != '_')
                .any(said)
            {
                return Err(syn::Error::new_spanned(
                    at,
                    format!("serde({word}…) changes the packed bytes; Unpack reads them straight"),
                ));
            }
        }
    }
    Ok(())
}
