<?php

require __DIR__ . '/vendor/autoload.php';

$client = new GuzzleHttp\Client();
$response = $client->request('PUT', 'https://api.example.org/v1/notes/n_1', [
    'headers' => [
        'Authorization' => 'Bearer ' . getenv('BOB_API_KEY'),
        'Content-Type' => 'text/plain',
    ],
    'body' => "Line one\nLine two: 100% \\ done",
]);

echo $response->getStatusCode(), PHP_EOL;
