"""Invented name and place pools for dev28_en (all fictional combinations)."""

def _split(s):
    out = []
    for x in s.replace("\n", ",").split(","):
        x = x.strip()
        if x and x not in out:
            out.append(x)
    return out

SURNAMES = _split("""
Ashworth, Blackwood, Brennan, Cartwright, Dalby, Eastwood, Fairbanks, Gallagher, Hargreaves, Ingram, Jarvis, Kendrick,
Lockhart, Marsden, Northcott, Oakley, Pemberton, Quigley, Radcliffe, Sutcliffe, Thornbury, Underhill, Vickers, Whitfield,
Yardley, Abernethy, Buchanan, Cameron, Drummond, Fraser, Galbraith, Henderson, Kinnear, Lennox, McAllister, Munro, Ogilvie,
Rennie, Sinclair, Tennant, Urquhart, Wallace, Boyle, Cassidy, Doherty, Fitzgerald, Gilmartin, Hennessy, Kavanagh, Lynch,
McGovern, Nolan, O'Sullivan, Phelan, Quinlan, Rafferty, Sheehan, Tierney, Whelan, Dwyer, Madden, Mulcahy, Bowen, Griffiths,
Howells, Lloyd, Morgan, Powell, Pritchard, Rees, Vaughan, Ahmed, Bhattacharya, Chaudhry, Desai, Gupta, Iyer, Joshi, Kapoor,
Malhotra, Menon, Nair, Patel, Qureshi, Rahman, Reddy, Sandhu, Sharma, Siddiqui, Thakur, Venkatesan, Banerjee, Choudhury,
Hussain, Mirza, Ansari, Akhtar, Butt, Chen, Huang, Lin, Zhou, Wu, Xu, Liang, Tan, Lim, Ng, Wong, Cheung, Leung, Ho, Lau,
Nguyen, Tran, Pham, Vo, Dang, Kim, Park, Choi, Jung, Kang, Yamamoto, Tanaka, Sato, Nakamura, Kobayashi, Okafor, Adeyemi,
Balogun, Chukwu, Eze, Nwosu, Obi, Okonkwo, Oyelaran, Adebayo, Mensah, Owusu, Boateng, Asante, Kamau, Njoroge, Otieno,
Wanjiru, Mwangi, Dlamini, Nkosi, Khumalo, Mokoena, Ndlovu, Mthembu, Zulu, Molefe, Sithole, Van der Merwe, Botha, Pretorius,
Du Plessis, Steyn, Venter, Joubert, Coetzee, Fourie, Nel, Kruger, Le Roux, Ngata, Tapsell, Parata, Walker-Rangi, Tuhiwai,
Horomona, Te Kani, Wiremu, Kowalski, Nowak, Wiśniewski, Zielinski, Lewandowski, Dąbrowski, Kaminski, Rossi, Bianchi,
Ferrari, Esposito, Romano, Colombo, Ricci, Marino, Greco, Bruno, Garcia, Fernandez, Lopez, Martinez, Sanchez, Ramirez,
Torres, Flores, Morales, Ortiz, Castillo, Jimenez, Herrera, Medina, Alvarez, Papadopoulos, Georgiou, Nikolaidis,
Christodoulou, Haddad, Khalil, Nasser, Saleh, Farouk, Mansour, Aziz, Hakimi, Demir, Yilmaz, Kaya, Ozturk, Sahin, Novak,
Horvath, Kovacs, Svoboda, Petrov, Ivanova, Sokolov, Volkov, Lindqvist, Johansson, Nilsson, Andersen, Halvorsen, Virtanen,
Korhonen, Jansen, De Vries, Bakker, Visser, Smit, Mulder, Dubois, Lefevre, Moreau, Girard, Fontaine, Schneider, Fischer,
Becker, Hoffmann, Schulz, Wagner, Lindgren, Abbott, Barlow, Chadwick, Dunmore, Elston, Fenwick, Gresham, Holloway,
Ibbotson, Kettering, Langford, Mabbott, Nettleship, Orchard, Prescott, Redfern, Shipley, Tolland, Upton, Verity,
Wakefield, Aldridge, Bramley, Crowther, Denholm, Everson, Fulbright, Gladwell, Hutchings, Kilner, Ludlow, Merriman,
Norbury, Osgood, Plowright, Rushworth, Stainton, Threlfall, Walmsley, Atherton, Birtwistle, Clegg, Dinsdale, Entwistle,
Fothergill, Greenhalgh, Heptonstall, Lomax, Mellor, Pilkington, Ramsbottom, Schofield, Tattersall, Whittaker, Holt,
Cooper, Fletcher, Turner, Baxter, Chandler, Draper, Fowler, Glover, Mason, Sawyer, Thatcher, Webb, Wright, Spencer,
Hughes, Edwards, Murray, Reid, Robertson, Stewart, Watson, MacLeod, Gillespie, Mbeki-Tau, Achterberg, Fonoti, Tuilagi,
Leota, Faleolo, Kaur, Gill, Bains, Dhillon, Grewal
""")

FEMALE = _split("""
Aisha, Amara, Anika, Beatrix, Bronwyn, Caoimhe, Chloe, Chiamaka, Dervla, Divya, Eilidh, Elif, Esperanza, Fatima, Fiadh,
Freya, Gabriela, Greta, Hana, Hinemoa, Ifeoma, Imogen, Ingrid, Isla, Jasmin, Jessamy, Kaia, Kalinda, Keira, Khadija,
Lakshmi, Leilani, Lerato, Lindiwe, Lucia, Mahnoor, Maia, Malak, Marisol, Mei, Meera, Nadia, Naledi, Niamh, Nomvula,
Ngaire, Oksana, Olamide, Orla, Paloma, Priya, Rania, Rehana, Roisin, Saoirse, Sakura, Siobhan, Sunita, Tahlia, Tamsin,
Thandiwe, Ulrike, Valentina, Wairimu, Xiomara, Yasmin, Yuki, Zanele, Zofia, Zara, Agnieszka, Bridget, Carys, Delyth,
Eleri, Ffion, Gwen, Hollie, Isobel, Joanna, Katarzyna, Lowri, Maeve, Nerys, Olwen, Philippa, Rhiannon, Seren, Tegan,
Vivienne, Wendy, Yvonne, Abigail, Bethany, Catriona, Deborah, Eleanor, Fiona, Georgina, Harriet, Iona, Jemima, Kirsty,
Lorna, Morag, Nicola, Alison, Brenda, Carol, Doreen, Edna, Florence, Gladys, Hilda, Irene, Joan, Kathleen, Lilian,
Margaret, Norma, Olive, Pauline, Rosemary, Shirley, Thelma, Vera, Winifred, Ayesha, Bushra, Farah, Huma, Noor, Samina,
Tahira, Uzma, Camila, Daniela, Elena, Francesca, Giulia, Isabella, Lorena, Martina, Noemi, Rosa, Sofia, Adaeze, Chinwe,
Efua, Ngozi, Yetunde, Zodwa, Akosua, Abena, Linh, Hoa, Ji-woo, Seo-yeon, Min-ji, Aroha, Mereana, Kiri, Anahera, Mila,
Ava, Ella, Lily, Evie, Matilda, Aoife, Ciara, Sinead, Grainne, Clodagh, Leah, Shauna, Rachel, Megan, Sarah, Laura, Emma,
Hannah, Rebecca, Nadine, Lisa, Tracey, Karen, Sharon, Melanie, Danielle, Jade, Chantelle, Courtney, Brittany, Kayla,
Tiffany, Maryam, Salma, Hiba, Leila, Dina, Esther, Miriam, Naomi, Ruth, Tova, Annelie, Marike, Elize, Riana, Sanele,
Palesa, Mpho, Busisiwe
""")

MALE = _split("""
Aarav, Abdullahi, Adebola, Aidan, Alejandro, Alistair, Amir, Anand, Andile, Arjun, Barnaby, Bilal, Bongani, Brendan,
Callum, Ciaran, Cormac, Dafydd, Darragh, Deepak, Desmond, Dominik, Eamon, Emeka, Emre, Eoin, Ewan, Farhan, Fergus,
Finlay, Gareth, Gideon, Hamish, Hemi, Hiroshi, Hassan, Ibrahim, Idris, Ifan, Imran, Jakub, Jaspreet, Jomo, Kagiso,
Kamal, Karan, Kenji, Kwame, Lachlan, Lorcan, Luca, Lwazi, Madhav, Mateo, Mehmet, Mihai, Nikhil, Nkosinathi, Obinna,
Oisin, Olumide, Oskar, Padraig, Pieter, Quentin, Rafael, Rahul, Rangi, Rhodri, Rory, Rustam, Sanjay, Seamus, Sipho,
Sione, Siddharth, Tadhg, Tamati, Tariq, Thabo, Tomasz, Tiernan, Uchenna, Vikram, Xavier, Yusuf, Zubair, Zoltan, Aled,
Bryn, Emyr, Gethin, Huw, Iwan, Owain, Rhys, Tomos, Alfred, Arthur, Bernard, Cecil, Clifford, Dennis, Donald, Ernest,
Geoffrey, Harold, Herbert, Kenneth, Leonard, Maurice, Norman, Percy, Ronald, Stanley, Trevor, Walter, Adam, Ben, Craig,
Darren, Dean, Gavin, Jason, Kevin, Neil, Paul, Richard, Scott, Shane, Stuart, Wayne, Andrew, Brian, Colin, David, Graham,
Ian, Keith, Malcolm, Nigel, Roger, Stephen, Alexei, Dmitri, Igor, Nikolai, Pavel, Sergei, Viktor, Ahmad, Faisal, Hamza,
Khalid, Mustafa, Omar, Samir, Waleed, Youssef, Chidi, Femi, Kofi, Kojo, Tunde, Yaw, Bao, Duc, Hung, Minh, Quang, Tuan,
Jae-won, Min-ho, Sung-min, Haruto, Kaito, Riku, Sota, Diego, Fernando, Javier, Jorge, Luis, Mateus, Pablo, Ricardo,
Santiago, Ethan, Liam, Noah, Oliver, Jack, Harry, George, Charlie, Alfie, Freddie, Archie, Leo, Oscar, Theo, Jacob,
Logan, Tyler, Brandon, Cody, Dustin, Travis, Jesse, Declan, Eoghan, Niall, Ronan, Conor, Cathal, Fionn, Hugh, Piet,
Jannie, Hendrik, Francois, Gerrit, Riaan, Tiaan, Wikus, Marius, Johan, Tane, Nikau, Manaia, Kauri, Eli, Isaac, Levi,
Micah, Reuben, Saul
""")

STREET_STEMS = _split("""
Alder, Beacon, Chapel, Dovecote, Elmfield, Foundry, Gorse, Heron, Juniper, Kingfisher, Laburnum, Millrace, Nightingale,
Orchard, Paddock, Quarry, Rowan, Sandpiper, Tannery, Weavers, Yew Tree, Marram, Bramble, Cobble, Lapwing, Ropewalk,
Saltings, Brookside, Copperfield, Drovers, Fernbank, Glebe, Hawthorn, Ironstone, Kiln, Linnet, Meadowsweet, Nettlebed,
Osier, Pinfold, Ridgeway, Sorrel, Thistle, Wheelwright, Cedarwood, Wattle, Banksia, Protea, Kowhai, Totara, Manuka,
Jacaranda, Acacia, Blackthorn, Larkspur, Mulberry, Poplar, Redcliffe, Silverbirch, Tamarind, Wisteria, Harbour, Ferry
""")

PLACE_STEMS = _split("""
Ashgrove, Birchfield, Castlegate, Dunmore Park, Elmstead, Foxhollow, Greenbank, Hartwell, Ivydene, Kingsmead, Larchwood,
Millbrook, Northfield, Oakridge, Parkside, Queensway, Riverside, Southmead, Thornhill, Valley Road, Westcliffe, Whinmoor,
Brookvale, Cranford, Dalebrook, Fairhaven, Glenbrook, Highcroft, Lakeshore, Meadowbank, Pinewood, Rosedene, Stonecroft,
Tidewater, Willowmere, Bellgrove, Coldharbour, Hazelmere, Summerfield, Windrush
""")

PROFESSIONS = _split("""
plumber, HGV driver, teaching assistant, electrician, accountant, bus driver, chef, hairdresser, warehouse operative,
care worker, teacher, farmer, software developer, postal worker, taxi driver, cleaner, shop assistant, civil engineer,
firefighter, police officer, barista, bricklayer, roofer, scaffolder, welder, mechanic, solicitor, joiner, nursery nurse,
retail manager, forklift driver, call centre agent, dental receptionist, gardener, landscaper, graphic designer,
fitness instructor, security guard, delivery driver, bank clerk, librarian, train conductor, painter and decorator,
quantity surveyor, kitchen porter, baker, butcher, fisherman, sheep farmer, miner, plasterer, tiler, pharmacy assistant,
veterinary nurse, social worker, paramedic, lorry driver, carpenter, dairy farmer, truck driver, data analyst, architect,
receptionist, cashier, machinist, textile worker, crane operator, lifeguard, tour guide, pastor, tattoo artist
""")

EMPLOYERS = _split("""
Harrowgate Logistics, Brightwell Foods, Northgate Engineering, Kestrel Freight, Pinecrest Savings Bank, Solway Contact
Centre, Meridian Packaging, Oakline Builders, Fernvale Dairies, Tidewater Marine Services, Copperleaf Software,
Greystone Quarrying, Bluebell Cleaning Co, Lanyard Print Works, Halcyon Hotels, Redbrook Council Depot, Sunmill Bakery,
Ironbridge Scaffolding, Westwind Haulage, Harbourline Ferries, Cobalt Call Solutions, Silverfern Orchards, Stonegate
Motors, Riverstone Care Agency, Pembrook Garden Centre, Larkfield Leisure Centre, Marlowe & Finch Solicitors,
Blue Heron Cafe, Mapleton Steel, Karoo Mining Supplies, Wattle Grove Vineyard, Kauri Coast Timber, Summit Roofing Ltd
""")

CARE_AGENCIES = _split("""
Helping Hands at Home, Comfort Care Partners, Silverlining Home Care, Evergreen Domiciliary Services, Kindred Care
Collective, Ubuntu Home Nursing, Southern Cross Home Support
""")

SAINTS = _split("Aidan, Brigid, Cuthbert, Columba, Hilda, Oswald, Dymphna, Finbarr, Anselm, Swithun, Winifred, Ninian, Luke, Bride")

LANDMARKS = _split("""
the Corn Exchange, the Red Lion, Marlowe Bridge, the old bus depot, St Aidan's churchyard, Kestrel Park, the Clocktower,
the Anchor Inn, Harbour View Flats, the Miners' Institute, the Spar on the corner, Riverside Leisure Centre
""")
