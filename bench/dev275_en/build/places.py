"""Geography pools per country.  Towns and regions are used only as generic
geography; all street lines, postcodes and their combinations are invented."""


def _rows(s):
    return [tuple(x.split(";")) for x in s.strip().split("|")]


# (town, county, postcode area)
UK_TOWNS = _rows(
    "Leeds;West Yorkshire;LS|Harrogate;North Yorkshire;HG|Bradford;West Yorkshire;BD|"
    "Stockport;Greater Manchester;SK|Bolton;Greater Manchester;BL|Preston;Lancashire;PR|"
    "Lancaster;Lancashire;LA|Carlisle;Cumbria;CA|Norwich;Norfolk;NR|Ipswich;Suffolk;IP|Exeter;Devon;EX|"
    "Truro;Cornwall;TR|Shrewsbury;Shropshire;SY|Hereford;Herefordshire;HR|Luton;Bedfordshire;LU|"
    "Reading;Berkshire;RG|Swansea;West Glamorgan;SA|Cardiff;South Glamorgan;CF|Glasgow;Lanarkshire;G|"
    "Edinburgh;Midlothian;EH|Aberdeen;Aberdeenshire;AB|Inverness;Highland;IV|Belfast;County Antrim;BT|"
    "Newcastle upon Tyne;Tyne and Wear;NE|Sunderland;Tyne and Wear;SR|York;North Yorkshire;YO|"
    "Sheffield;South Yorkshire;S|Nottingham;Nottinghamshire;NG|Leicester;Leicestershire;LE|"
    "Coventry;West Midlands;CV|Bristol;Avon;BS|Bath;Somerset;BA|Brighton;East Sussex;BN|"
    "Oxford;Oxfordshire;OX|Cambridge;Cambridgeshire;CB|Milton Keynes;Buckinghamshire;MK|"
    "Southampton;Hampshire;SO|Plymouth;Devon;PL|Ashcombe;Somerset;TA|Kirkby Wold;North Yorkshire;YO|"
    "Hollinsbridge;Lancashire;BB|Little Brampton;Norfolk;NR|Marlow Cross;Buckinghamshire;HP|"
    "Thornleigh;Derbyshire;DE|Stanwick Green;Northamptonshire;NN|Pendleford;Staffordshire;ST")

# (city, state, abbrev, zip prefix)
US_CITIES = _rows(
    "Columbus;Ohio;OH;432|Dayton;Ohio;OH;454|Springfield;Illinois;IL;627|Madison;Wisconsin;WI;537|"
    "Milwaukee;Wisconsin;WI;532|Portland;Oregon;OR;972|Eugene;Oregon;OR;974|Spokane;Washington;WA;992|"
    "Tacoma;Washington;WA;984|Albuquerque;New Mexico;NM;871|Tucson;Arizona;AZ;857|Boise;Idaho;ID;837|"
    "Denver;Colorado;CO;802|Omaha;Nebraska;NE;681|Des Moines;Iowa;IA;503|Louisville;Kentucky;KY;402|"
    "Knoxville;Tennessee;TN;379|Raleigh;North Carolina;NC;276|Asheville;North Carolina;NC;288|"
    "Savannah;Georgia;GA;314|Tampa;Florida;FL;336|Gainesville;Florida;FL;326|Baton Rouge;Louisiana;LA;708|"
    "San Antonio;Texas;TX;782|El Paso;Texas;TX;799|Fresno;California;CA;937|Sacramento;California;CA;958|"
    "Burlington;Vermont;VT;054|Worcester;Massachusetts;MA;016|Providence;Rhode Island;RI;029|"
    "Hartford;Connecticut;CT;061|Albany;New York;NY;122|Rochester;New York;NY;146|"
    "Pittsburgh;Pennsylvania;PA;152|Allentown;Pennsylvania;PA;181|Baltimore;Maryland;MD;212|"
    "Richmond;Virginia;VA;232|Ann Arbor;Michigan;MI;481|Duluth;Minnesota;MN;558|Fargo;North Dakota;ND;581|"
    "Anchorage;Alaska;AK;995|Honolulu;Hawaii;HI;968|Millbrook Falls;Vermont;VT;056|"
    "Cedar Bluff;Iowa;IA;522|Harmon Springs;Texas;TX;765|Pine Hollow;Oregon;OR;973")

US_COUNTIES = ["Franklin County", "Dane County", "Multnomah County", "Bernalillo County",
               "Polk County", "Wake County", "Hillsborough County", "Bexar County",
               "Sacramento County", "Allegheny County", "Hennepin County", "Lane County"]

# (suburb/town, state, abbrev, postcode)
AU_TOWNS = _rows(
    "Parramatta;New South Wales;NSW;2150|Newcastle;New South Wales;NSW;2300|"
    "Wollongong;New South Wales;NSW;2500|Dubbo;New South Wales;NSW;2830|Penrith;New South Wales;NSW;2750|"
    "Geelong;Victoria;VIC;3220|Ballarat;Victoria;VIC;3350|Bendigo;Victoria;VIC;3550|"
    "Frankston;Victoria;VIC;3199|Footscray;Victoria;VIC;3011|Toowoomba;Queensland;QLD;4350|"
    "Townsville;Queensland;QLD;4810|Cairns;Queensland;QLD;4870|Logan;Queensland;QLD;4114|"
    "Ipswich;Queensland;QLD;4305|Mount Gambier;South Australia;SA;5290|Elizabeth;South Australia;SA;5112|"
    "Bunbury;Western Australia;WA;6230|Joondalup;Western Australia;WA;6027|Launceston;Tasmania;TAS;7250|"
    "Hobart;Tasmania;TAS;7000|Belconnen;Australian Capital Territory;ACT;2617|"
    "Palmerston;Northern Territory;NT;0830|Alice Springs;Northern Territory;NT;0870|"
    "Wattle Flat;New South Wales;NSW;2795|Koorong Heads;Victoria;VIC;3984|Gidgee Creek;Queensland;QLD;4455")

# (town, region, postcode)
NZ_TOWNS = _rows(
    "Hamilton;Waikato;3204|Tauranga;Bay of Plenty;3110|Rotorua;Bay of Plenty;3010|"
    "Whangārei;Northland;0110|Manukau;Auckland;2104|Papakura;Auckland;2110|Henderson;Auckland;0612|"
    "Palmerston North;Manawatū-Whanganui;4410|Whanganui;Manawatū-Whanganui;4500|"
    "Napier;Hawke's Bay;4110|Hastings;Hawke's Bay;4120|Gisborne;Tairāwhiti;4010|"
    "New Plymouth;Taranaki;4310|Nelson;Nelson Tasman;7010|Blenheim;Marlborough;7201|"
    "Timaru;Canterbury;7910|Rangiora;Canterbury;7400|Dunedin;Otago;9016|Invercargill;Southland;9810|"
    "Porirua;Wellington;5022|Lower Hutt;Wellington;5010|Masterton;Wellington;5810|"
    "Te Kōwhai;Waikato;3288|Kererū Bay;Northland;0472")

# (city, province, abbrev, FSA)
CA_CITIES = _rows(
    "Mississauga;Ontario;ON;L5B|Hamilton;Ontario;ON;L8P|London;Ontario;ON;N6A|Kingston;Ontario;ON;K7L|"
    "Sudbury;Ontario;ON;P3E|Thunder Bay;Ontario;ON;P7B|Ottawa;Ontario;ON;K1N|Brampton;Ontario;ON;L6T|"
    "Laval;Quebec;QC;H7N|Gatineau;Quebec;QC;J8Y|Sherbrooke;Quebec;QC;J1H|Trois-Rivières;Quebec;QC;G9A|"
    "Surrey;British Columbia;BC;V3T|Kelowna;British Columbia;BC;V1Y|Nanaimo;British Columbia;BC;V9R|"
    "Prince George;British Columbia;BC;V2L|Red Deer;Alberta;AB;T4N|Lethbridge;Alberta;AB;T1J|"
    "Calgary;Alberta;AB;T2P|Saskatoon;Saskatchewan;SK;S7K|Regina;Saskatchewan;SK;S4P|"
    "Brandon;Manitoba;MB;R7A|Winnipeg;Manitoba;MB;R3C|Moncton;New Brunswick;NB;E1C|"
    "Fredericton;New Brunswick;NB;E3B|Halifax;Nova Scotia;NS;B3H|"
    "Charlottetown;Prince Edward Island;PE;C1A|St. John's;Newfoundland and Labrador;NL;A1C|"
    "Whitehorse;Yukon;YT;Y1A|Pine Lake Crossing;Alberta;AB;T0M")

STREET_STEMS = (
    "Elm|Oak|Birchwood|Kowhai|Totara|Wattle|Banksia|Jacaranda|Maple|Cedar|Willow|Chestnut|Rowan|Heather|"
    "Larkspur|Foxglove|Primrose|Station|Church|Mill|Quarry|Harbour|Ferry|Bridge|Kingfisher|Wren|Tui|"
    "Kereru|Pohutukawa|Magnolia|Juniper|Sycamore|Hawthorn|Albion|Jubilee|Coronation|Brunswick|Beacon|"
    "Lighthouse|Orchard|Meadow|Brook|Glen|Highfield|Ashgrove|Pinecrest|Riverbend|Sandpiper|Heron|Kestrel|"
    "Lark|Bluebell|Clover|Thistle|Fern|Kauri|Rimu|Matai|Manuka|Ironbark|Bottlebrush|Grevillea|Waratah|"
    "Tamarack|Spruce|Aspen|Hemlock|Dogwood|Redbud|Cypress|Laurier|Champlain|Frontenac|Mulberry|Quince|"
    "Hazel|Linden|Poplar|Alder|Bramble|Marigold|Saltmarsh|Copperfield|Tanner|Weaver|Cooper|Fletcher|"
    "Greystone|Redcliffe|Windmill|Gasworks|Canal|Tannery|Paddock|Stockyard|Sawmill|Prospect").split("|")

STREET_SUFFIX = {
    "UK": ["Road", "Street", "Lane", "Close", "Avenue", "Crescent", "Way", "Drive", "Gardens", "Terrace",
           "Grove", "Mews", "Court", "Rise"],
    "US": ["St", "Street", "Ave", "Avenue", "Blvd", "Dr", "Drive", "Rd", "Ln", "Ct", "Way", "Pl", "Terrace"],
    "AU": ["Street", "St", "Road", "Rd", "Crescent", "Cres", "Parade", "Place", "Court", "Avenue", "Drive",
           "Close"],
    "NZ": ["Street", "Road", "Crescent", "Place", "Terrace", "Drive", "Avenue", "Grove", "Rise"],
    "CA": ["Street", "Avenue", "Boulevard", "Drive", "Crescent", "Road", "Court", "Way"],
}

HOUSE_NAMES = ["Rose Cottage", "The Old Forge", "Fern Lea", "Ivy House", "Holly Barn", "Brook Cottage"]


def street(rng, country, town_row=None):
    stem = rng.choice(STREET_STEMS)
    num = rng.choice([rng.randint(1, 99), rng.randint(1, 40), rng.randint(100, 2999)])
    if country == "CA" and town_row is not None and town_row[2] == "QC" and rng.random() < 0.6:
        base = "%d, rue %s" % (num, stem) if rng.random() < 0.5 else "%d rue %s" % (num, stem)
    else:
        base = "%d %s %s" % (num, stem, rng.choice(STREET_SUFFIX[country]))
    r = rng.random()
    if country == "UK":
        if r < 0.12:
            return "Flat %d, %s" % (rng.randint(1, 24), base)
        if r < 0.18:
            return "%s, %s %s" % (rng.choice(HOUSE_NAMES), rng.randint(1, 30),
                                   stem + " " + rng.choice(["Lane", "Road"]))
        if r < 0.24:
            return "%d%s %s %s" % (rng.randint(1, 80), rng.choice("ab"), stem,
                                   rng.choice(STREET_SUFFIX["UK"]))
    elif country == "US":
        if r < 0.15:
            return "%s, Apt %d%s" % (base, rng.randint(1, 9), rng.choice("ABCD"))
        if r < 0.24:
            return "%s #%d" % (base, rng.randint(101, 420))
        if r < 0.28:
            return "%s, Unit %d" % (base, rng.randint(1, 30))
    elif country in ("AU", "NZ"):
        if r < 0.18:
            return "%d/%s" % (rng.randint(1, 12), base)
        if r < 0.25:
            return "Unit %d, %s" % (rng.randint(1, 20), base)
        if r < 0.30 and country == "NZ":
            return "Flat %d, %s" % (rng.randint(1, 6), base)
    elif country == "CA":
        if r < 0.2:
            return "%s, Apt %d" % (base, rng.randint(101, 1804))
        if r < 0.28:
            return "%d-%s" % (rng.randint(101, 909), base)
    return base


def _d(rng, k):
    return "".join(rng.choice("0123456789") for _ in range(k))


def _l(rng, k, pool="ABDEFGHJLNPQRSTUWXYZ"):
    return "".join(rng.choice(pool) for _ in range(k))


def postcode(rng, country, row):
    if country == "UK":
        return "%s%d %d%s" % (row[2], rng.randint(1, 28), rng.randint(1, 9), _l(rng, 2))
    if country == "US":
        z = row[3] + _d(rng, 2)
        if rng.random() < 0.15:
            z += "-" + _d(rng, 4)
        return z
    if country == "AU":
        return row[3]
    if country == "NZ":
        return row[2]
    if country == "CA":
        second = "%d%s%d" % (rng.randint(0, 9), rng.choice("ABCEGHJKLMNPRSTVWXYZ"), rng.randint(0, 9))
        return row[3] + (" " if rng.random() < 0.85 else "") + second
    raise ValueError(country)


def town_row(rng, country):
    return rng.choice({"UK": UK_TOWNS, "US": US_CITIES, "AU": AU_TOWNS, "NZ": NZ_TOWNS,
                       "CA": CA_CITIES}[country])


class Address:
    """Holds parts; region_full/region_abbr empty for UK (county goes in county)."""

    def __init__(self, rng, country, row=None):
        if row is None:
            row = town_row(rng, country)
        self.country = country
        self.row = row
        self.street = street(rng, country, row)
        self.city = row[0]
        self.county = ""
        self.state = ""
        self.state_abbr = ""
        if country == "UK":
            self.county = row[1]
        elif country in ("US", "AU", "CA"):
            self.state = row[1]
            self.state_abbr = row[2]
            if country == "US" and rng.random() < 0.3:
                self.county = rng.choice(US_COUNTIES)
        else:
            self.state = row[1]
            self.state_abbr = ""
        self.zip = postcode(rng, country, row)


COUNTRY_NAMES = {"UK": ["United Kingdom", "UK", "England", "Scotland", "Wales"],
                 "US": ["United States", "USA", "U.S."],
                 "AU": ["Australia"], "NZ": ["New Zealand", "Aotearoa"], "CA": ["Canada"]}

# countries of birth / travel for donors and families
WORLD = ("Portugal|Poland|India|Pakistan|Bangladesh|Sri Lanka|Nigeria|Ghana|Kenya|Somalia|Ethiopia|"
         "Zimbabwe|South Africa|Philippines|Vietnam|China|Japan|South Korea|Mexico|Guatemala|Colombia|"
         "Brazil|Romania|Ukraine|Lebanon|Iran|Turkey|Samoa|Tonga|Fiji|Ireland|Italy|Greece|France|"
         "Germany|Spain|Thailand|Indonesia|Malaysia|Egypt|Jamaica|Peru|Chile|Sudan|Eritrea|Nepal").split("|")
