"""Invented name and place pools for dev23_en (all combinations fictional)."""


def _w(s):
    return [x.strip() for x in s.replace("\n", ";").split(";") if x.strip()]


# origin -> (female given, male given, surnames)
ORIGINS = {
    "anglo": (
        _w("Abigail;Alice;Amelia;Bethan;Bronwyn;Caitlin;Charlotte;Chloe;Claire;Delyth;Dorothy;Eilidh;Ellen;Elsie;"
           "Emily;Fenella;Fiona;Gemma;Georgina;Grace;Gwen;Hannah;Harriet;Helen;Imogen;Isla;Jennifer;Joanne;"
           "Josephine;Karen;Laura;Leah;Lorna;Lucy;Margaret;Maureen;Megan;Nicola;Olivia;Patricia;Rachel;Rebecca;"
           "Rhiannon;Sarah;Sheila;Susan;Vivienne;Zoe;Rose;Hope;Faith;Phoebe;Tamsin;Wendy;Heather;Kirsty"),
        _w("Adam;Alasdair;Alistair;Andrew;Angus;Anthony;Arthur;Barry;Ben;Callum;Christopher;Craig;Dafydd;Daniel;"
           "Duncan;Edward;Ethan;Euan;Fergus;Gareth;Gavin;Graham;Hamish;Hugh;Ioan;Isaac;Jack;James;Jonah;Keith;"
           "Lachlan;Matthew;Michael;Nathan;Neil;Oscar;Owen;Peter;Rhys;Robert;Ryan;Samuel;Simon;Stephen;Thomas;"
           "Timothy;Frank;Mark;Gethin;Rupert;Nigel;Clive;Dominic;Toby;Warren;Glenn"),
        _w("Abbott;Ainsworth;Allardyce;Ashby;Bainbridge;Barraclough;Beckett;Blackwood;Bramley;Broughton;Calloway;"
           "Carmichael;Catterall;Chadwick;Cresswell;Crowther;Dalgleish;Darby;Drummond;Eccleston;Fairbairn;Fenwick;"
           "Garside;Gilchrist;Goodwin;Greaves;Hallam;Hargreaves;Hartley;Holroyd;Houghton;Ingram;Lambert;Lockhart;"
           "MacAulay;MacKinnon;McAllister;Merriman;Oakley;Ormerod;Pemberton;Pennington;Ramsbottom;Rowntree;"
           "Shackleton;Stobart;Sutcliffe;Thackeray;Trevelyan;Underwood;Wainwright;Walmsley;Whitfield;Winterbottom;"
           "Woodhouse;Yardley;Pritchard;Llewellyn;Vaughan;Jenkins;Howells;Griffiths;Rees;Cadwallader;Bevan;"
           "Ashworth;Haldane;Munro;Sinclair;Whitmore;Ashdown;Bellamy;Carrington;Everett;Fairweather;Hollis;Kemble;"
           "Langford;Marlowe;Nettleton;Oldfield;Pickering;Radcliffe;Stanhope;Thorne;Upton;Westbrook;Coleman;"
           "Brooks;Hayes;Whitaker;Holloway;Robinson;Jefferson;Washington;Jackson;Fletcher;Sherwood;Tennant")),
    "irish": (
        _w("Aisling;Aoife;Ciara;Clodagh;Deirdre;Jacinta;Maeve;Niamh;Oona;Roisin;Saoirse;Sinead;Siobhan;Grainne;"
           "Orla;Eimear;Caoimhe;Brid;Nuala;Muireann"),
        _w("Aidan;Brendan;Cathal;Ciaran;Colm;Conor;Darragh;Declan;Dermot;Donal;Eamon;Eoin;Fionn;Kieran;Lorcan;"
           "Niall;Oisin;Padraig;Ronan;Rory;Seamus;Tadhg;Cormac;Diarmuid"),
        _w("Brennan;Buckley;Donnelly;Dunleavy;Farrell;Fitzgerald;Flanagan;Gallagher;Heffernan;Hennessy;Kavanagh;"
           "Keating;Kilbride;Loughlin;Maguire;Mahoney;McCready;McGovern;McLaughlin;Moloney;Morrissey;Mulvaney;"
           "Nolan;O'Brien;O'Connell;O'Driscoll;O'Halloran;Prendergast;Quigley;Quinlan;Rafferty;Redmond;Sheridan;"
           "Tierney;O Briain;Mac Giolla;Costigan;Dwyer;Cusack;Hegarty;Lenihan;Scanlon")),
    "south_asian": (
        _w("Ananya;Asha;Ayesha;Deepa;Kamala;Kavya;Lakshmi;Mala;Nasrin;Pooja;Priya;Rukhsana;Sadia;Sunita;Tanvi;"
           "Farah;Shabnam;Meena;Anjali;Harpreet"),
        _w("Aarav;Anil;Arjun;Ashok;Deepak;Imran;Kabir;Nikhil;Rahul;Rajesh;Ravi;Rohan;Senthil;Siddharth;Sunil;"
           "Vikram;Gurpreet;Faisal;Arun;Manish"),
        _w("Agarwal;Banerjee;Bhatt;Chaudhry;Desai;Ghosh;Gupta;Iyer;Joshi;Kapoor;Krishnan;Malik;Mehta;Menon;"
           "Mukherjee;Nair;Pillai;Qureshi;Rahman;Raman;Rao;Reddy;Sandhu;Sharma;Siddiqui;Singh;Subramanian;"
           "Trivedi;Verma;Chatterjee;Hussain;Akhtar;Bhattacharya;Gill;Dhillon;Patel;Shah;Kaur")),
    "east_asian": (
        _w("Aiko;Hana;Mai;Mina;Yuki;Mei;Xiu;Jia;Min-ji;Thu;Linh;Sakura"),
        _w("Hiroshi;Kenji;Kai;Wei;Jun;Haruto;Min-jun;Minh;Tuan;Hao;Jian;Daisuke"),
        _w("Tanaka;Watanabe;Nakamura;Kobayashi;Park;Kim;Nguyen;Tran;Pham;Zhang;Liu;Huang;Zhou;Xu;Sato;Choi;Yoon")),
    "hk_chinese": (
        _w("Ka-yan;Wing-sze;Mei-ling;Siu-ling;Hoi-yan;Pui-shan;Wai-ling;Yuk-ming;Sze-wan;Man-yee;Lai-kuen;Oi-lin;"
           "Winnie;Ivy;Cherry;Bonnie;Queenie;Fanny"),
        _w("Tai-man;Chi-keung;Wai-man;Kwok-wing;Tsz-ho;Ka-lok;Chun-kit;Ho-yin;Siu-fung;Wing-kei;Yiu-wah;Kam-hung;"
           "Kelvin;Stanley;Raymond;Eddie;Alvin;Dicky"),
        _w("Chan;Wong;Cheung;Lau;Leung;Ng;Tang;Yip;Fung;Kwok;Lam;Mak;Siu;Tse;Chow;Yeung;Choi;Poon;Tam;Kwan;"
           "Cheng;Tsang;Yuen;Lo;Law;Au;To;Chu;Hui;Ip;Ma;Sin;Lui")),
    "west_african": (
        _w("Adaeze;Adwoa;Amara;Chiamaka;Esi;Folake;Hadiza;Nkechi;Precious;Yetunde;Abena;Ngozi;Funmilayo;Efua"),
        _w("Adebayo;Chinedu;Emeka;Emmanuel;Ifeanyi;Kwame;Nnamdi;Obinna;Olumide;Tunde;Kofi;Yaw;Babatunde;Kwabena"),
        _w("Adeyemi;Okafor;Okonkwo;Nwosu;Eze;Balogun;Oyelaran;Mensah;Boateng;Asante;Owusu;Osei;Kamau;Otieno;"
           "Mwangi;Adeleke;Achebe;Onyango;Danquah;Agyeman")),
    "southern_african": (
        _w("Busisiwe;Dimakatso;Lerato;Lindiwe;Naledi;Nomvula;Palesa;Thandiwe;Zanele;Ayanda;Nokuthula;Refilwe"),
        _w("Andile;Bongani;Lwazi;Mandla;Sibusiso;Themba;Vusi;Mthunzi;Thabo;Sipho;Lungile;Kagiso"),
        _w("Ndlovu;Dlamini;Nkosi;Khumalo;Mokoena;Mahlangu;Sithole;Molefe;Mabena;Naidoo;Pillay;Govender;Moodley;"
           "Chetty;Mthembu;Ngcobo;Radebe;Maseko;Tshabalala;Zungu")),
    "afrikaans": (
        _w("Annelie;Elmarie;Liezl;Marlize;Riana;Wilna;Charlize;Anika"),
        _w("Pieter;Johan;Wouter;Gerhard;Hendrik;Jaco;Francois;Riaan"),
        _w("van der Merwe;Botha;Pretorius;du Plessis;Venter;Coetzee;Steyn;Joubert;Kruger;le Roux;Smit;"
           "van Wyk;Erasmus;Oosthuizen")),
    "european": (
        _w("Agnieszka;Astrid;Beatriz;Bianca;Elena;Eleni;Elif;Eva;Gabriela;Ingrid;Katarzyna;Lucia;Magdalena;Marta;"
           "Mihaela;Olga;Selin;Sofia;Tatiana;Ulla;Valentina;Zofia;Ilse;Sanne"),
        _w("Aleksander;Bartosz;Bruno;Dmitri;Ivan;Jakub;Johan;Luca;Lucas;Marek;Mehmet;Mihai;Nikolai;Pawel;Stefan;"
           "Tiago;Tomasz;Zoltan;Matteo;Henrik;Lars;Giorgos"),
        _w("Kowalski;Nowak;Wisniewski;Zielinski;Lewandowski;Novak;Horvath;Popescu;Ionescu;Petrov;Schmidt;Muller;"
           "Becker;Fischer;Hoffmann;Rossi;Bianchi;Romano;Esposito;Ferreira;Silva;Santos;Oliveira;Costa;Almeida;"
           "Dubois;Lefebvre;Moreau;Girard;Laurent;Jansen;de Vries;Bakker;Visser;Andersson;Lindqvist;Nilsson;"
           "Hansen;Johansen;Virtanen;Korhonen;Papadopoulos;Georgiou;Yilmaz;Demir;Kaya;Ozturk;Kowalczyk;"
           "Schaefer;Szabo")),
    "hispanic": (
        _w("Alejandra;Ana;Camila;Carmen;Daniela;Esperanza;Gabriela;Lucia;Rosa;Ximena;Yolanda;Marisol;Guadalupe"),
        _w("Alejandro;Carlos;Diego;Enrique;Fernando;Gustavo;Javier;Joaquin;Jose;Luis;Manuel;Mateo;Pablo;Ricardo;"
           "Ruben;Santiago"),
        _w("Garcia;Fernandez;Lopez;Martinez;Rodriguez;Moreno;Jimenez;Alvarez;Castillo;Delgado;Guzman;Herrera;"
           "Reyes;Rivera;Sandoval;Vasquez;Ortega;Navarro;Mendoza;Salazar")),
    "arabic": (
        _w("Aisha;Amira;Dalia;Fatima;Leila;Lina;Mariam;Nadia;Noor;Rana;Yasmin;Zainab;Huda;Samira"),
        _w("Ahmed;Amir;Hamza;Hassan;Ibrahim;Jamal;Karim;Khalid;Mohammed;Muhammad;Omar;Samir;Yusuf;Hamid;Tariq"),
        _w("Haddad;Khoury;Nasser;Rahimi;Hosseini;Karimi;Farahani;Al-Amin;Mansour;Aziz;Saleh;Darwish;Khalil;"
           "Hamdan;Barakat")),
    "maori_pacific": (
        _w("Anahera;Hine;Kiri;Mere;Moana;Aroha;Ngaio;Mele;Losa;Sina"),
        _w("Hemi;Rangi;Tamati;Tane;Wiremu;Nikau;Manaia;Sione;Tavita;Ropata"),
        _w("Ngata;Tipene;Parata;Te Rangi;Tuhiwai;Ruatapu;Tamihana;Faleolo;Tupou;Fonoti;Leota;Taufa;Vaifale;"
           "Te Whata;Horomona")),
    "french_canadian": (
        _w("Genevieve;Josee;Mireille;Nathalie;Sylvie;Chantal;Manon;Isabelle;Eloise"),
        _w("Jean-Marc;Luc;Mathieu;Pierre-Luc;Sebastien;Yannick;Gilles;Etienne;Benoit"),
        _w("Tremblay;Gagnon;Bouchard;Cote;Gauthier;Ouellet;Pelletier;Belanger;Lavoie;Fortin;Gendron;Thibodeau")),
}

LOCALE_ORIGINS = {
    "UK": {"anglo": 45, "irish": 5, "south_asian": 15, "west_african": 8, "european": 12, "east_asian": 4,
           "arabic": 6, "hispanic": 1, "southern_african": 2, "hk_chinese": 2},
    "US": {"anglo": 45, "hispanic": 20, "west_african": 4, "south_asian": 6, "east_asian": 8, "european": 10,
           "arabic": 4, "irish": 4},
    "IE": {"irish": 62, "anglo": 10, "european": 14, "south_asian": 4, "west_african": 6, "east_asian": 2,
           "arabic": 2},
    "AU": {"anglo": 48, "irish": 6, "european": 14, "east_asian": 10, "south_asian": 10, "arabic": 5,
           "maori_pacific": 3, "hk_chinese": 4},
    "NZ": {"anglo": 42, "maori_pacific": 24, "east_asian": 10, "south_asian": 8, "european": 8, "irish": 5,
           "hk_chinese": 3},
    "CA": {"anglo": 38, "french_canadian": 20, "east_asian": 10, "south_asian": 12, "european": 10, "arabic": 4,
           "irish": 2, "hk_chinese": 4},
    "ZA": {"southern_african": 42, "afrikaans": 20, "anglo": 15, "south_asian": 8, "european": 5,
           "west_african": 6, "arabic": 2},
    "HK": {"hk_chinese": 80, "anglo": 8, "south_asian": 6, "european": 4, "east_asian": 2},
}

UK_TOWNS = _w("Brackwater;Ellsmere;Hollinsford;Kettlewick;Marlbury;Thornleigh Abbas;Calderbridge;Fernhallow;"
              "Hatherstow;Langmoor;Ravensgarth;Whinmoor;Coldharrow;Dunmere;Goldbeck;Larkhithe;Netherfold;"
              "Penhallow;Selbridge;Tarnbury;Ulverstead;Wesholme;Yarrowby;Barrowcliffe;Chalkney;Draymoor;"
              "Foxhollow;Griswold Heath;Ketterley;Ambersham;Oakenshaw Green;Sallowfield;Kingsmere;Lowther Bay")
UK_COUNTIES = _w("Marlshire;North Ambershire;West Calder;Kent;Devon;Lancashire;Norfolk;Cheshire;Somerset;"
                 "Northumberland;Cumbria;Shropshire")
US_TOWNS = _w("Cedar Hollow;Millbrook Falls;Port Avalon;Harlow Springs;Granger Point;Lakemont;Ridgecrest Valley;"
              "Westbury Heights;Pinecrest Landing;Sawyer's Ford;Clearwater Bend;Elk River Crossing;Stonebridge;"
              "Hartwell Creek;Bellhaven;Dunmore Flats;Kingsley Station;Maple Hollow;Briar Glen;Copperton Mills;"
              "Fallon Ridge;New Castleton;Quarry Hill;Redwater")
US_STATES = [("Ohio", "OH"), ("Illinois", "IL"), ("Pennsylvania", "PA"), ("Oregon", "OR"), ("Georgia", "GA"),
             ("Minnesota", "MN"), ("Texas", "TX"), ("Michigan", "MI"), ("Wisconsin", "WI"), ("Colorado", "CO"),
             ("North Carolina", "NC"), ("New York", "NY"), ("Massachusetts", "MA"), ("Arizona", "AZ"),
             ("Virginia", "VA"), ("Maryland", "MD"), ("Iowa", "IA"), ("Tennessee", "TN")]
IE_TOWNS = _w("Ballycarrig;Kilmorna;Carrickmoyle;Rathdrinagh;Ballyfenna;Kilcrevan;Carrigmore Cross;Drumlaragh;"
              "Lisnavarra;Ardnacrusha Bridge;Moyvalley Cross;Clonbrackan;Glenmorra;Toberkeel;Inchavore")
IE_COUNTIES = _w("Galway;Mayo;Cork;Kerry;Clare;Limerick;Tipperary;Donegal;Sligo;Wexford;Meath;Kildare;"
                 "Roscommon;Waterford")
AU_TOWNS = _w("Wattle Creek;Bandarra;Coolibah Springs;Mirrabook;Yallambee Heights;Port Kennard;Gumtree Flat;"
              "Wirrinda;Merrigang;Tarrawong;Banksia Vale;Kurrajong Ridge;Lake Mellory;Emu Plains North;Dunallan")
AU_STATES = [("New South Wales", "NSW"), ("Victoria", "VIC"), ("Queensland", "QLD"), ("Western Australia", "WA"),
             ("South Australia", "SA"), ("Tasmania", "TAS"), ("Australian Capital Territory", "ACT")]
NZ_TOWNS = _w("Waikorere;Kahurangi Bay;Rangitawhi;Matarua;Port Hallett;Kowhai Downs;Tawhiri;Pukeroa;"
              "Hinemoa Springs;Maunganui Flat;Totara Park;Riverlea;Glenbrook Heights")
NZ_REGIONS = _w("Canterbury;Otago;Waikato;Northland;Southland;Taranaki;Hawke's Bay;Bay of Plenty;Manawatu-Whanganui")
CA_TOWNS = _w("Port Lorne;Lac-Sainte-Odile;Bellmont Ridge;Pine Harbour;Saint-Aubert-des-Pres;Kestrel Lake;"
              "Granville Falls;Whitefish Narrows;Cedarvale Junction;Moose Crossing;Fort Albright;Maplecroft")
CA_PROVS = [("Ontario", "ON"), ("British Columbia", "BC"), ("Alberta", "AB"), ("Manitoba", "MB"),
            ("Nova Scotia", "NS"), ("Quebec", "QC"), ("Saskatchewan", "SK"), ("New Brunswick", "NB")]
ZA_TOWNS = _w("Rietfontein Park;Kranskloof;Duinedal;Mooiwater;Ubuhle Park;Sonnedal;Berghoek;Klipvallei;"
              "Msinga Heights;Protea Heights;Bloemhoek;Nqabeni;Waterkloof Ridge;Seeweg")
ZA_PROVS = _w("Gauteng;Western Cape;KwaZulu-Natal;Eastern Cape;Free State;Limpopo;Mpumalanga;North West")
HK_DISTRICTS = _w("Sha Tin;Kwun Tong;Tuen Mun;Wan Chai;Sham Shui Po;Tai Po;Yuen Long;Kwai Chung;Tseung Kwan O;"
                  "Ma On Shan;Aberdeen;Tin Shui Wai")
HK_REGION_OF = {"Sha Tin": "New Territories", "Kwun Tong": "Kowloon", "Tuen Mun": "New Territories",
                "Wan Chai": "Hong Kong Island", "Sham Shui Po": "Kowloon", "Tai Po": "New Territories",
                "Yuen Long": "New Territories", "Kwai Chung": "New Territories", "Tseung Kwan O": "New Territories",
                "Ma On Shan": "New Territories", "Aberdeen": "Hong Kong Island", "Tin Shui Wai": "New Territories"}
HK_STREETS = _w("On Lok Street;Fuk Wing Road;Kai Tak Lane;Tung Hei Road;Wing Shun Street;Po Kong Path;"
                "Shek Lei Road;Yan Oi Street;Hoi Fai Road;Lok Man Street")
HK_ESTATES = _w("Lok Wah Court;Kai Yip Estate;Hoi Ting Garden;Tsui Lam Court;Wah Ming Mansion;Fu Heng Court;"
                "Kin Sang Gardens;Yat Tung Terrace")

STREET_NAMES = _w("Elm;Beech;Rowan;Hawthorn;Willow;Chestnut;Larch;Alder;Kestrel;Heron;Ashgrove;Meadow;Orchard;"
                  "Mill;Church;Station;Victoria;Albert;Clarendon;Belvedere;Harbour;Quarry;Tannery;Foundry;"
                  "Limekiln;Fairview;Highfield;Sunnyside;Primrose;Bluebell;Kingfisher;Marsh;Ferry;Abbey;Priory;"
                  "Castle;Bridge;Wellspring;Juniper;Magnolia;Sycamore;Laburnum;Cobden;Gladstone;Nelson;Pelham;"
                  "Linnet;Curlew;Ravenscroft;Cherrywood;Oakfield;Poplar;Thistle;Heather;Glebe;Tollgate")
STREET_TYPES = {
    "UK": _w("Road;Street;Lane;Close;Avenue;Crescent;Drive;Terrace;Way;Gardens;Grove;Mews"),
    "US": _w("Street;Avenue;Road;Boulevard;Drive;Lane;Court;Way;Place;St;Ave;Blvd"),
    "IE": _w("Road;Street;Lane;Avenue;Park;Grove;Terrace;Drive"),
    "AU": _w("Street;Road;Parade;Crescent;Court;Avenue;Close;Drive;Place"),
    "NZ": _w("Street;Road;Place;Terrace;Avenue;Crescent;Drive"),
    "CA": _w("Street;Avenue;Road;Drive;Crescent;Boulevard;Court"),
    "ZA": _w("Street;Road;Avenue;Drive;Crescent;Lane"),
}

SAINTS = _w("Bride;Aidan;Hilda;Cuthbert;Oswin;Lucy;Anselm;Wilfrid;Petroc;Brendan;Columba;Teilo;Ninian;Edith;"
            "Frideswide;Brigid;Kevin;Finbarr;Gall;Monica;Jude;Raphael;Agnes;Clement")
TREES_BIRDS = _w("Rowan;Kingfisher;Heron;Willow;Beech;Larch;Osprey;Curlew;Magnolia;Juniper;Lapwing;Skylark;"
                 "Hawthorn;Cedar;Maple;Aspen;Puffin;Wren;Kestrel;Linden;Bracken;Harebell;Foxglove;Saffron")
HK_HOSPITALS = _w("Kai Ming Hospital;Hoi Lam Hospital;Tsz Wan Union Hospital;Po Lok Medical Centre;"
                  "Wing On Eastern Hospital;Lok Fu Community Hospital;Grace Harbour Hospital")

ORG_A = _w("Norland;Cobalt;Harbourside;Redfern;Blue Heron;Castlegate;Pennant;Quayside;Stonemill;Larkspur;"
           "Meridian;Ironbridge;Tidewater;Highmoor;Silverbirch;Copperleaf;Greyfriars;Northgate;Amberline;"
           "Brightwater;Oakridge;Lodestar;Wyvern;Harrier;Tamarind;Granite Peak;Saltmarsh;Whitlow;Corvid;Bellweather")
ORG_B = _w("Freight;Logistics;Foods;Engineering;Software;Construction;Retail Group;Bakery;Plastics;Call Centres;"
           "Rail Services;Seafoods;Quarries;Haulage;Print;Textiles;Dairies;Security;Cleaning Services;Hotels;"
           "Motors;Pharmaceuticals;Data Systems;Packaging;Poultry;Timber;Brewing Company;Recycling;Marine;Mining")
ORG_SUFFIX = {"UK": ["Ltd", "plc", "Limited", ""], "US": ["Inc", "LLC", "Corporation", "Co", ""],
              "IE": ["Ltd", "DAC", "Teoranta", ""], "AU": ["Pty Ltd", "Limited", ""], "NZ": ["Ltd", "Limited", ""],
              "CA": ["Inc", "Ltd", "Ltee", ""], "ZA": ["(Pty) Ltd", "Holdings", ""], "HK": ["Limited", "Co", ""]}
INSURER_A = _w("Keystone;Harbour Shield;Northstar;Bluewater;Sentinel;Evergreen;Citadel;Lighthouse;Fernleaf;"
               "Aurora;Beacon;Crestline;Lindenwood;Marigold;Pelican")
INSURER_B = _w("Mutual;Life Assurance;Health Insurance;Health Plan;Insurance Group;Assurance;General Insurance")
ZA_SCHEMES = _w("Protea Medical Scheme;Umoya Health Fund;Baobab Medical Aid;Fynbos Health;Karoo Medical Scheme")

PROFESSIONS = _w("welder;bus driver;primary school teacher;secondary school teacher;HGV driver;forklift operator;"
                 "warehouse operative;care assistant;accountant;solicitor;electrician;plumber;farmer;dairy farmer;"
                 "fisherman;chef;hairdresser;taxi driver;nurse;police officer;software engineer;shop assistant;"
                 "cleaner;postman;civil servant;university lecturer;architect;bricklayer;roofer;joiner;carpenter;"
                 "scaffolder;miner;pharmacist;paramedic;firefighter;train driver;baker;butcher;librarian;"
                 "social worker;journalist;graphic designer;dental nurse;midwife;veterinary surgeon;mechanic;"
                 "panel beater;security guard;call centre adviser;bank clerk;estate agent;gardener;landscaper;"
                 "painter and decorator;plasterer;machinist;lab technician;pilot;flight attendant;chartered surveyor;"
                 "insurance broker;retail manager;cook;kitchen porter;delivery driver;courier;nursery nurse;"
                 "teaching assistant;cabinet maker;tiler;shepherd;stonemason;tailor;seamstress;engineer;"
                 "quantity surveyor;receptionist;office administrator;sales representative;boilermaker;"
                 "crane operator;fitter and turner;prison officer;barista;waiter;bar manager;musician;actor;"
                 "professional footballer;jockey;cleaner at a school;hospital porter;dentist;optometrist")

RELATIONS_F = _w("mother;sister;maternal aunt;paternal aunt;maternal grandmother;paternal grandmother;daughter;"
                 "niece;maternal cousin;paternal cousin;half-sister")
RELATIONS_M = _w("father;brother;maternal uncle;paternal uncle;maternal grandfather;paternal grandfather;son;"
                 "nephew;maternal cousin;paternal cousin;half-brother")

FOREIGN_CITIES = {"India": ["Kochi", "Jaipur", "Amritsar", "Madurai"], "Poland": ["Gdansk", "Lublin", "Poznan"],
                  "Nigeria": ["Enugu", "Ibadan", "Kano"], "Ghana": ["Kumasi", "Tamale"],
                  "Pakistan": ["Lahore", "Faisalabad", "Sialkot"], "Italy": ["Bari", "Palermo", "Bologna"],
                  "Portugal": ["Porto", "Braga", "Faro"], "Philippines": ["Cebu", "Iloilo"],
                  "Jamaica": ["Montego Bay", "Mandeville"], "Scotland": ["Inverness", "Dundee"],
                  "Kenya": ["Kisumu", "Mombasa"], "Zimbabwe": ["Bulawayo", "Mutare"], "Greece": ["Patras"],
                  "Turkey": ["Izmir", "Bursa"], "Romania": ["Cluj", "Iasi"], "Lebanon": ["Tripoli", "Sidon"],
                  "China": ["Guangzhou", "Shenzhen"], "Vietnam": ["Hue", "Da Nang"], "Mexico": ["Puebla"],
                  "Brazil": ["Recife", "Curitiba"], "Samoa": ["Apia"], "Tonga": ["Nuku'alofa"],
                  "England": ["Leeds", "Bristol"], "Wales": ["Swansea"], "Canada": ["Halifax"],
                  "Australia": ["Perth", "Hobart"], "South Africa": ["Durban", "Gqeberha"],
                  "Ireland": ["Limerick City", "Waterford City"], "Germany": ["Leipzig"], "Sri Lanka": ["Kandy"]}
TRAVEL_DEST = {"Thailand": ["Chiang Mai", "Krabi"], "Peru": ["Cusco", "Arequipa"], "Kenya": ["Nairobi", "Mombasa"],
               "Tanzania": ["Arusha", "Zanzibar Town"], "India": ["Goa", "Varanasi", "Delhi"],
               "Vietnam": ["Hanoi", "Hoi An"], "Brazil": ["Manaus", "Salvador"], "Nepal": ["Kathmandu", "Pokhara"],
               "Uganda": ["Kampala", "Entebbe"], "Ghana": ["Accra", "Cape Coast"], "Cambodia": ["Siem Reap"],
               "Indonesia": ["Bali", "Yogyakarta"], "Bolivia": ["La Paz"], "Colombia": ["Cartagena"],
               "Morocco": ["Marrakesh"], "Egypt": ["Luxor"], "Senegal": ["Dakar"], "Laos": ["Luang Prabang"]}
