<?php

require __DIR__ . '/vendor/autoload.php';

$client = new GuzzleHttp\Client();
$response = $client->request('PUT', 'https://api.example.org/v1/users/u_1/avatar', [
    'headers' => [
        'Authorization' => 'Bearer ' . getenv('BOB_API_KEY'),
        'Accept' => 'application/json',
        'Content-Type' => 'image/png',
    ],
    'body' => fopen('path/to/file', 'r'),
]);

echo $response->getBody(), PHP_EOL;
