require "net/http"

uri = URI("https://api.example.org/v1/notes/n_1")
request = Net::HTTP::Put.new(uri)
request["Authorization"] = "Bearer #{ENV.fetch("BOB_API_KEY")}"
request["Content-Type"] = "text/plain"
request.body = "Line one\nLine two: 100% \\ done"

response = Net::HTTP.start(uri.hostname, uri.port, use_ssl: uri.scheme == "https") do |http|
  http.request(request)
end
raise "#{response.code} #{response.message}: #{response.body}" unless response.is_a?(Net::HTTPSuccess)

puts response.code
