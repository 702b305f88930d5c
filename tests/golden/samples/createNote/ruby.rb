require "net/http"

uri = URI("https://api.example.org/v1/notes")
request = Net::HTTP::Post.new(uri)
request["Authorization"] = "Bearer #{ENV.fetch("BOB_API_KEY")}"
request["Accept"] = "application/json"
request["Content-Type"] = "application/json"
request["Idempotency-Key"] = "4f9a1c2e-8b7d-4e3f-9a6b-2c1d0e5f7a8b"
request.body = <<~'JSON'
  {
    "title": "It's \"done\"",
    "body": "Costs $5 #{not} ${interpolated}\nSecond line",
    "tags": [
      "a",
      "b"
    ],
    "pinned": true,
    "due": null,
    "weight": 1.5
  }
JSON

response = Net::HTTP.start(uri.hostname, uri.port, use_ssl: uri.scheme == "https") do |http|
  http.request(request)
end
raise "#{response.code} #{response.message}: #{response.body}" unless response.is_a?(Net::HTTPSuccess)

puts response.body
