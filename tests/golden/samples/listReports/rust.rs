// Cargo.toml: reqwest = { version = "0.12", features = ["blocking"] }
use std::env;
use std::error::Error;

fn main() -> Result<(), Box<dyn Error>> {
    let response = reqwest::blocking::Client::new()
        .get("https://api.example.org/v1/reports/.2024,Q1/;team=core;level=2/ada%20lovelace?ids=1,2,3&tags=red%20green&range=2024-01-01%7C2024-03-31&filter%5Bstatus%5D=open&filter%5Bkind%5D=weekly&size=20&after=r_9")
        .header("Accept", "application/json")
        .header("X-Request-Id", "7c9e6679-7425-40de-944b-e07fc1f90ae7")
        .header("Cookie", format!("theme=dark; bob_session={}", env::var("BOB_SESSION")?))
        .send()?;
    let status = response.status();
    let text = response.text()?;
    if !status.is_success() {
        return Err(format!("{status}: {text}").into());
    }
    println!("{text}");
    Ok(())
}
