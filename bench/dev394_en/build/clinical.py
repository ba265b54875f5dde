"""Clinical scenarios of imported / tropical infection (no PHI in here).

make_dx() returns a dict of narrative fragments and laboratory values that the
genre writers combine with the PHI of a case.  Organism, drug, test, guideline and
device-model names are deliberate hard negatives (many look like places or people:
Leishmania braziliensis, Rickettsia africae, Ross River virus, BinaxNOW, Giemsa).
"""

SCEN = {
    # key: (weight, zones, restricted countries or None)
    "pf": (9, ["waf", "eaf", "saf"], None),
    "pv": (3, ["sas", "lat", "pac"], None),
    "po": (2, ["waf", "eaf"], None),
    "pk": (1, ["sea"], ["Malaysia"]),
    "dengue": (6, ["sea", "sas", "car", "lat", "pac"], None),
    "typhoid": (4, ["sas"], None),
    "paratyphi": (2, ["sas", "sea"], None),
    "schisto": (4, ["eaf", "saf", "waf", "naf"], None),
    "atbf": (2, ["saf"], None),
    "chik": (2, ["sea", "sas", "car", "lat"], None),
    "ala": (2, ["sas", "lat"], None),
    "lepto": (2, ["sea", "pac", "car"], None),
    "scrub": (1, ["sea", "sas"], None),
    "strongy": (2, ["eaf", "sea", "sas", "lat"], None),
    "melioid": (1, ["sea"], ["Thailand", "Cambodia", "Laos", "Malaysia"]),
    "brucella": (1, ["me"], None),
    "cl": (1, ["lat", "me"], None),
    "viral": (3, ["waf", "eaf", "saf", "sas", "sea", "lat", "car", "me", "pac"], None),
}
SCEN_KEYS = sorted(SCEN)
OPAT_KEYS = ["typhoid", "melioid", "ala", "brucella", "cl", "paratyphi"]

GUIDELINES = {
    "malaria": ["UK malaria treatment guidelines 2016", "WHO Guidelines for malaria (2023)",
                "CDC malaria treatment guidance (2024)", "Therapeutic Guidelines: Antibiotic v16",
                "BIA/UKHSA imported malaria algorithm"],
    "enteric": ["UKHSA enteric fever guidance 2023", "IDSA guidance", "eTG Antibiotic 2019"],
    "general": ["BIA returning traveller fever algorithm", "NICE NG51 sepsis guideline",
                "CDC Yellow Book 2024", "ACDP VHF risk assessment algorithm", "BSAC OPAT good practice recommendations 2019",
                "IDSA 2018 OPAT guideline", "Green Book chapter 27a"],
}

SYMPTOMS = {
    "pf": "fevers, rigors, headache and generalised myalgia",
    "pv": "cyclical fevers every 48 h with sweats and headache",
    "po": "intermittent fevers and lethargy",
    "pk": "daily fevers, headache and upper abdominal discomfort",
    "dengue": "high fever, retro-orbital headache, myalgia and a blanching erythematous rash",
    "typhoid": "stepwise fever, headache, dry cough, constipation and abdominal discomfort",
    "paratyphi": "fever, malaise, abdominal pain and loose stools",
    "schisto": "fever, urticarial rash, dry cough and eosinophilia",
    "atbf": "fever, headache and a painful black eschar on the ankle with tender inguinal nodes",
    "chik": "fever and severe symmetrical polyarthralgia of hands and wrists",
    "ala": "fever, right upper quadrant pain and anorexia",
    "lepto": "fever, myalgia (especially calves), conjunctival suffusion and reduced urine output",
    "scrub": "fever, headache, maculopapular rash and an eschar in the left axilla",
    "strongy": "intermittent pruritic serpiginous rash, epigastric pain and eosinophilia",
    "melioid": "fever, productive cough and pleuritic chest pain",
    "brucella": "undulant fevers, night sweats, low back pain and weight loss",
    "cl": "a painless enlarging ulcer with raised edges on the forearm",
    "viral": "fever, sore throat, coryza and myalgia",
}

NAMES = {
    "pf": ("Plasmodium falciparum malaria", "P. falciparum malaria", "Plasmodium falciparum"),
    "pv": ("Plasmodium vivax malaria", "P. vivax malaria", "Plasmodium vivax"),
    "po": ("Plasmodium ovale malaria", "P. ovale malaria", "Plasmodium ovale"),
    "pk": ("Plasmodium knowlesi malaria", "P. knowlesi malaria", "Plasmodium knowlesi"),
    "dengue": ("Dengue fever (DENV-2)", "dengue", "dengue virus"),
    "typhoid": ("Enteric fever (Salmonella Typhi)", "typhoid", "Salmonella enterica serovar Typhi"),
    "paratyphi": ("Enteric fever (Salmonella Paratyphi A)", "paratyphoid", "Salmonella Paratyphi A"),
    "schisto": ("Acute schistosomiasis (Katayama syndrome)", "schistosomiasis", "Schistosoma mansoni / S. haematobium"),
    "atbf": ("African tick bite fever", "ATBF", "Rickettsia africae"),
    "chik": ("Chikungunya", "chikungunya", "chikungunya virus"),
    "ala": ("Amoebic liver abscess", "amoebic liver abscess", "Entamoeba histolytica"),
    "lepto": ("Leptospirosis", "leptospirosis", "Leptospira interrogans"),
    "scrub": ("Scrub typhus", "scrub typhus", "Orientia tsutsugamushi"),
    "strongy": ("Strongyloidiasis", "strongyloides", "Strongyloides stercoralis"),
    "melioid": ("Melioidosis with right upper lobe pneumonia", "melioidosis", "Burkholderia pseudomallei"),
    "brucella": ("Brucellosis", "brucellosis", "Brucella melitensis"),
    "cl": ("Cutaneous leishmaniasis", "cutaneous leishmaniasis", "Leishmania braziliensis"),
    "viral": ("Self-limiting viral illness (influenza A)", "influenza A", "influenza A(H3N2)"),
}

DIFFERENTIAL = ["malaria", "dengue", "enteric fever", "rickettsial infection", "leptospirosis",
                "acute HIV", "EBV/CMV", "influenza", "COVID-19", "chikungunya", "Zika", "acute schistosomiasis",
                "amoebic liver abscess", "Lassa fever (excluded on VHF risk assessment)", "viral hepatitis",
                "UTI", "community-acquired pneumonia", "Rocky Mountain spotted fever (not in keeping)",
                "West Nile virus", "Japanese encephalitis (unlikely)", "Ross River virus", "brucellosis"]

VACCINES = [("Hepatitis A", ["Havrix 1440", "Avaxim", "Vaqta"]), ("Typhoid Vi", ["Typhim Vi", "Vivotif (oral)"]),
            ("Yellow fever", ["Stamaril", "YF-Vax"]), ("Rabies pre-exposure", ["Rabipur", "Verorab", "Imovax"]),
            ("Japanese encephalitis", ["Ixiaro", "Imojev"]), ("Cholera", ["Dukoral", "Vaxchora"]),
            ("Td/IPV booster", ["Revaxis", "Boostrix-IPV", "Adacel-Polio"]), ("Hepatitis B", ["Engerix-B", "HBvaxPRO"]),
            ("Meningococcal ACWY", ["Nimenrix", "Menveo", "MenQuadfi"]), ("MMR", ["Priorix", "M-M-RvaxPro"]),
            ("Dengue", ["Qdenga"]), ("Influenza", ["Fluad", "Vaxigrip Tetra"])]

PROPHYLAXIS = ["atovaquone-proguanil (Malarone) 250/100 mg daily", "doxycycline 100 mg daily",
               "mefloquine (Lariam) 250 mg weekly", "chloroquine + proguanil", "none"]

EXAM = {
    "pf": "flushed, rigoring; mild tender hepatosplenomegaly; no rash, no meningism",
    "pv": "febrile, pale; splenic tip palpable; chest clear", "po": "febrile, otherwise unremarkable; no rash",
    "pk": "febrile, mild jaundice; liver edge palpable", "dengue": "maculopapular rash trunk, blanching; tourniquet test positive",
    "typhoid": "relative bradycardia; faint rose spots on abdomen; abdo mildly tender", "paratyphi": "abdo soft, mildly tender RIF; no rash",
    "schisto": "urticarial rash on trunk; chest clear; no hepatosplenomegaly", "atbf": "eschar R ankle, tender inguinal LN",
    "chik": "symmetrical small-joint synovitis of hands and wrists", "ala": "tender hepatomegaly, RUQ guarding; chest clear",
    "lepto": "conjunctival suffusion, calf tenderness, icteric sclerae", "scrub": "eschar L axilla, generalised lymphadenopathy",
    "strongy": "serpiginous urticarial track on buttock; abdo soft", "melioid": "bronchial breathing R upper zone; no abscesses palpable",
    "brucella": "lumbar spinal tenderness L4/5; no focal neurology", "cl": "4 cm ulcer with rolled edges L forearm; no lymphangitis",
    "viral": "pharyngitis, coryzal, chest clear",
}

HOLIDAYS = {12: ["Christmas", "New Year"], 1: ["Christmas", "New Year", "Lunar New Year"], 2: ["Lunar New Year"],
            3: ["Easter", "Eid al-Fitr"], 4: ["Easter", "Eid al-Fitr"], 6: ["Eid al-Adha"], 7: ["Eid al-Adha"],
            10: ["Diwali"], 11: ["Diwali", "Thanksgiving"]}

# eponyms, scores and capitalised terms that collide with names and places in the pools
EXAM_NEG = [
    "Glasgow Coma Scale 15/15", "Bristol stool chart type 6-7", "Wells score 0 (DVT unlikely)", "Murphy's sign negative",
    "Kernig's sign negative", "no Janeway lesions, Osler's nodes or Roth spots", "no features of Stevens-Johnson syndrome",
    "no Kussmaul breathing", "Child-Pugh A", "Waterlow score 12", "Baker's cyst excluded on Doppler", "Romberg negative",
    "no facial droop (Bell's palsy excluded)", "Charcot's triad absent", "Nikolsky sign negative", "Koplik spots absent",
    "Chvostek's sign negative", "Duke criteria not met", "Addisonian crisis considered - random cortisol 480 nmol/L",
    "Hess tourniquet test positive", "no Grey Turner's or Cullen's sign", "Homans' sign not elicited",
    "Trendelenburg gait absent", "no Hunter-pattern rash", "capillary refill <2 s, no mottling",
]
HISTORY_NEG = [
    "FHx: maternal uncle with Christmas disease (haemophilia B)", "PMH: Wilson's disease excluded in childhood",
    "PMH: Graves' disease, on carbimazole", "PMH: Crohn's disease in remission on azathioprine",
    "PMH: Hodgkin lymphoma, treated", "PMH: Down syndrome", "PMH: Parkinson's disease (mild)",
    "Yellow Card report submitted for rash", "Chagas serology negative", "Lyme serology negative",
    "Montenegro skin test not available locally", "Weil's disease considered", "Hepatitis E IgM negative",
    "Marburg/Ebola not considered (no risk)", "Lassa fever excluded on VHF risk assessment",
    "Tested for West Nile virus IgM: negative", "Murray Valley encephalitis serology not indicated",
]
HARD_NEG_LINES = [
    "Giemsa-stained thick and thin films", "Field's stain", "BinaxNOW Malaria RDT", "CareStart Pf/Pan RDT",
    "Widal test not performed (unreliable)", "Kato-Katz not available", "India ink not indicated",
    "no Janeway lesions or Osler nodes", "Kernig's and Brudzinski's signs negative", "Murphy's sign negative",
    "no Koplik spots", "no Roth spots on fundoscopy", "GCS 15/15", "NEWS2 score", "qSOFA 0", "CURB-65 1",
    "Jarisch-Herxheimer reaction anticipated", "Mantoux not done, QuantiFERON-TB Gold Plus sent",
    "BioFire FilmArray GI panel", "GeneXpert MTB/RIF", "MALDI-TOF", "VITEK 2", "BacT/ALERT bottles",
]


def _r(rng, a, b, nd=0):
    x = rng.uniform(a, b)
    return round(x, nd) if nd else int(round(x))


def make_dx(rng, key, us=False, severe=None):
    name, short, org = NAMES[key]
    dx = {"key": key, "name": name, "short": short, "organism": org, "symptoms": SYMPTOMS[key]}
    mal = key in ("pf", "pv", "po", "pk")
    dx["malaria"] = mal
    para = 0.0
    if mal:
        para = round(rng.choice([0.1, 0.3, 0.5, 0.8, 1.2, 2.4, 3.5, 5.0, 7.8, 11.0]) if key == "pf"
                     else rng.choice([0.1, 0.2, 0.4, 0.6, 1.0]), 1)
    dx["para"] = para
    if severe is None:
        severe = (key == "pf" and para >= 2.0) or (key == "melioid") or (key == "lepto" and rng.random() < 0.5)
    dx["severe"] = severe
    # labs (SI unless us)
    plt_lo = {"pf": (25, 140), "pv": (60, 150), "po": (80, 160), "pk": (30, 110), "dengue": (12, 90),
              "lepto": (40, 120), "scrub": (70, 140)}.get(key, (150, 380))
    labs = {
        "Hb": _r(rng, 96, 150), "WCC": _r(rng, 2.8, 14.5, 1), "Plt": _r(rng, *plt_lo),
        "Neut": _r(rng, 1.2, 11.0, 1), "Lymph": _r(rng, 0.4, 2.6, 1),
        "Eos": _r(rng, 1.8, 6.4, 1) if key in ("schisto", "strongy") else _r(rng, 0.0, 0.4, 1),
        "CRP": _r(rng, 20, 260) if key not in ("strongy", "cl") else _r(rng, 1, 15),
        "Na": _r(rng, 129, 141), "K": _r(rng, 3.2, 4.9, 1), "Ur": _r(rng, 3.0, 14.0, 1),
        "Cr": _r(rng, 55, 190) if key != "lepto" else _r(rng, 180, 420),
        "Bili": _r(rng, 8, 70) if key in ("pf", "lepto", "pk", "ala") else _r(rng, 4, 22),
        "ALT": _r(rng, 18, 240), "ALP": _r(rng, 60, 310), "Alb": _r(rng, 26, 42),
        "Lac": _r(rng, 0.8, 4.6, 1), "Glu": _r(rng, 4.0, 9.5, 1),
    }
    dx["labs"] = labs
    tests = []
    if mal:
        sp = {"pf": "P. falciparum", "pv": "P. vivax", "po": "P. ovale", "pk": "P. knowlesi (PCR confirmed)"}[key]
        tests.append(("Malaria RDT (BinaxNOW)", "POSITIVE (%s line)" % ("HRP2" if key == "pf" else "pan-aldolase")))
        tests.append(("Thick/thin film", "%s seen, parasitaemia %.1f%%" % (sp, para)))
        tests.append(("G6PD", "normal activity" if key in ("pv", "po") else "not required"))
    elif key == "dengue":
        tests += [("Dengue NS1 antigen", "POSITIVE"), ("Dengue IgM/IgG", rng.choice(["IgM pos / IgG neg", "IgM neg / IgG neg"])),
                  ("Malaria films x3", "negative"), ("Haematocrit", "%.2f (rising)" % rng.uniform(0.42, 0.52))]
    elif key in ("typhoid", "paratyphi"):
        xdr = key == "typhoid" and rng.random() < 0.4
        dx["xdr"] = xdr
        tests += [("Blood cultures", "%s isolated at %d h" % ("Salmonella Typhi" if key == "typhoid" else "Salmonella Paratyphi A", _r(rng, 14, 30))),
                  ("Susceptibility", "XDR: resistant to ceftriaxone, ciprofloxacin, co-trimoxazole; sensitive to meropenem, azithromycin"
                   if xdr else "ciprofloxacin R (nalidixic acid R), ceftriaxone S, azithromycin S"),
                  ("Malaria films x3", "negative")]
    elif key == "schisto":
        tests += [("Schistosoma serology (ELISA)", "POSITIVE"), ("Terminal urine for ova", rng.choice(["S. haematobium ova seen", "no ova seen"])),
                  ("Stool concentrate", rng.choice(["S. mansoni ova seen", "no ova, cysts or parasites"])),
                  ("Strongyloides serology", "negative")]
    elif key == "atbf":
        tests += [("Rickettsia PCR (eschar swab)", "Spotted fever group DETECTED"), ("Rickettsial serology", "convalescent sample due in 2 weeks"),
                  ("Malaria films x3", "negative")]
    elif key == "chik":
        tests += [("Chikungunya RT-PCR", "DETECTED"), ("Dengue NS1", "negative"), ("Zika RT-PCR", "not detected")]
    elif key == "ala":
        tests += [("USS abdomen", "%.1f cm hypoechoic lesion, right lobe segment VII" % rng.uniform(4.0, 9.5)),
                  ("Entamoeba histolytica serology", "POSITIVE"), ("Stool PCR (E. histolytica)", rng.choice(["detected", "not detected"]))]
    elif key == "lepto":
        tests += [("Leptospira PCR (blood)", "DETECTED"), ("Leptospira MAT", "pending, reference laboratory"),
                  ("Malaria films x3", "negative"), ("Dengue NS1", "negative")]
    elif key == "scrub":
        tests += [("Orientia tsutsugamushi PCR", "DETECTED"), ("Malaria films", "negative")]
    elif key == "strongy":
        tests += [("Strongyloides serology", "POSITIVE"), ("Stool agar plate culture", rng.choice(["larvae seen", "negative"])),
                  ("HTLV-1 serology", "negative")]
    elif key == "melioid":
        tests += [("Blood cultures", "Burkholderia pseudomallei (Ashdown agar), gentamicin and colistin resistant"),
                  ("CT chest", "RUL consolidation with early cavitation; no hepatosplenic abscesses")]
    elif key == "brucella":
        tests += [("Blood cultures (extended incubation)", "Brucella melitensis at day 5 - Category 3 handling"),
                  ("Brucella serology (SAT)", "1:640"), ("MRI spine", rng.choice(["L4/5 spondylodiscitis", "no discitis"]))]
    elif key == "cl":
        tests += [("Skin biopsy", "amastigotes seen (H&E, Giemsa)"), ("Leishmania PCR", "L. (Viannia) braziliensis complex")
                  if rng.random() < 0.6 else ("Leishmania PCR", "L. major")]
    else:
        tests += [("Respiratory PCR", "Influenza A DETECTED"), ("Malaria films x3", "negative"), ("Dengue NS1", "negative")]
    dx["tests"] = tests
    # treatment
    coartem = "Coartem" if us else "Riamet"
    tx = {
        "pf": (["IV artesunate 2.4 mg/kg at 0, 12 and 24 h, then daily", "%s (artemether-lumefantrine) 4 tablets BD x 3 days to complete" % coartem]
               if severe else ["%s (artemether-lumefantrine) 4 tablets at 0, 8, 24, 36, 48, 60 h" % coartem]),
        "pv": ["%s 4 tablets BD x 3 days" % coartem, "primaquine 30 mg daily x 14 days (G6PD normal)"],
        "po": ["%s 4 tablets BD x 3 days" % coartem, "primaquine 15-30 mg daily x 14 days"],
        "pk": ["IV artesunate then %s" % coartem],
        "dengue": ["oral fluids, paracetamol; avoid NSAIDs", "daily FBC until platelets rising"],
        "typhoid": ["IV ceftriaxone 2 g OD", "then oral azithromycin 500 mg OD to complete 14 days"],
        "paratyphi": ["IV ceftriaxone 2 g OD", "switch to oral azithromycin when afebrile"],
        "schisto": ["praziquantel 40 mg/kg single dose (repeat at 6-12 weeks)", "prednisolone 20 mg OD x 5 days for Katayama"],
        "atbf": ["doxycycline 100 mg BD x 7 days"],
        "chik": ["analgesia (paracetamol), NSAIDs once dengue excluded", "physiotherapy referral for persistent arthralgia"],
        "ala": ["metronidazole 800 mg TDS x 10 days", "then paromomycin 500 mg TDS x 7 days (luminal agent)"],
        "lepto": ["IV benzylpenicillin 1.2 g QDS", "switch to doxycycline 100 mg BD"],
        "scrub": ["doxycycline 100 mg BD x 7 days"],
        "strongy": ["ivermectin 200 micrograms/kg on day 1 and day 14"],
        "melioid": ["IV meropenem 1 g TDS (intensive phase, minimum 14 days)", "then co-trimoxazole eradication for 3 months"],
        "brucella": ["doxycycline 100 mg BD + rifampicin 600 mg OD x 6 weeks", "gentamicin 5 mg/kg OD x 7 days"],
        "cl": ["liposomal amphotericin B (AmBisome) 3 mg/kg on days 1-5 and 10", "wound care, photographs each visit"],
        "viral": ["oseltamivir 75 mg BD x 5 days", "supportive care"],
    }[key]
    if key == "typhoid" and dx.get("xdr"):
        tx = ["IV meropenem 1 g TDS", "plus oral azithromycin 500 mg OD (XDR S. Typhi)"]
    dx["treatment"] = tx
    dx["course"] = {
        "pf": "Parasitaemia fell to %s on day 2 and films were negative by day 3." % rng.choice(["0.1%", "<0.1%", "0.2%"]),
        "pv": "Afebrile within 48 h; G6PD normal so primaquine radical cure started.",
        "po": "Defervesced promptly; primaquine started for hypnozoite clearance.",
        "pk": "Monitored for hyperparasitaemia; parasitaemia cleared by day 3.",
        "dengue": "Platelets nadired at %d on day 5 of illness without bleeding; no plasma leak on USS." % _r(rng, 9, 40),
        "typhoid": "Fever persisted for 5 days on treatment, which is expected, then settled.",
        "paratyphi": "Defervesced on day 4 of ceftriaxone.",
        "schisto": "Eosinophils fell after steroid and praziquantel; no neurological features.",
        "atbf": "Fever settled within 48 h of doxycycline; eschar healing.",
        "chik": "Fever resolved; arthralgia persisting, mobilising with a stick.",
        "ala": "Pain settled on metronidazole; aspiration not required.",
        "lepto": "Creatinine peaked at %d then recovered without dialysis." % _r(rng, 250, 480),
        "scrub": "Rapid defervescence within 36 h of doxycycline, supporting the diagnosis.",
        "strongy": "Rash and epigastric pain improved; eosinophil count to be repeated.",
        "melioid": "Slow defervescence over 9 days; repeat cultures negative.",
        "brucella": "Back pain improved; CRP falling.",
        "cl": "Ulcer re-epithelialising after the liposomal amphotericin course.",
        "viral": "Symptoms resolving; no evidence of secondary bacterial infection.",
    }[key]
    dx["dis_meds"] = {
        "pf": ["%s - complete course as per chart" % coartem] if not severe else ["%s 4 tabs BD - 2 days remaining" % coartem],
        "pv": ["primaquine 30 mg OD - 11 days remaining"], "po": ["primaquine 30 mg OD - 12 days remaining"],
        "pk": [], "dengue": ["paracetamol 1 g QDS PRN (no NSAIDs)"],
        "typhoid": ["azithromycin 500 mg OD - to complete 14 days total"], "paratyphi": ["azithromycin 500 mg OD x 7 days"],
        "schisto": ["prednisolone 20 mg OD - 2 days remaining"], "atbf": ["doxycycline 100 mg BD - 4 days remaining"],
        "chik": ["naproxen 500 mg BD with omeprazole 20 mg OD"], "ala": ["paromomycin 500 mg TDS x 7 days"],
        "lepto": ["doxycycline 100 mg BD - 5 days remaining"], "scrub": ["doxycycline 100 mg BD - 5 days remaining"],
        "strongy": ["ivermectin 12 mg - second dose on day 14"],
        "melioid": ["co-trimoxazole 960 mg BD + folic acid 5 mg OD (eradication, 3 months)"],
        "brucella": ["doxycycline 100 mg BD", "rifampicin 600 mg OD"], "cl": [], "viral": ["oseltamivir 75 mg BD - 2 days remaining"],
    }[key]
    dx["notifiable"] = key in ("pf", "pv", "po", "pk", "dengue", "typhoid", "paratyphi", "lepto", "brucella", "chik", "melioid")
    dx["guideline"] = rng.choice(GUIDELINES["malaria"] if mal else (GUIDELINES["enteric"] if key in ("typhoid", "paratyphi")
                                                               else GUIDELINES["general"]))
    diff = [d for d in DIFFERENTIAL if short.lower() not in d]
    rng.shuffle(diff)
    dx["differential"] = diff[:rng.randint(3, 5)]
    return dx


def pick_key(rng, keys=None):
    keys = keys or SCEN_KEYS
    tot = sum(SCEN[k][0] for k in keys)
    x = rng.uniform(0, tot)
    for k in keys:
        x -= SCEN[k][0]
        if x <= 0:
            return k
    return keys[-1]


def lab_rows(dx, us=False):
    """(name, value, unit) rows for a blood table; US units where us=True."""
    L = dx["labs"]
    if us:
        return [("Hgb", "%.1f" % (L["Hb"] / 10.0), "g/dL"), ("WBC", "%.1f" % L["WCC"], "K/uL"), ("Plt", str(L["Plt"]), "K/uL"),
                ("Eos", "%.1f" % L["Eos"], "K/uL"), ("Na", str(L["Na"]), "mmol/L"), ("K", "%.1f" % L["K"], "mmol/L"),
                ("BUN", str(int(L["Ur"] * 2.8)), "mg/dL"), ("Creat", "%.2f" % (L["Cr"] / 88.4), "mg/dL"),
                ("T bili", "%.1f" % (L["Bili"] / 17.1), "mg/dL"), ("ALT", str(L["ALT"]), "U/L"),
                ("CRP", "%.1f" % (L["CRP"] / 10.0), "mg/dL"), ("Lactate", "%.1f" % L["Lac"], "mmol/L")]
    return [("Hb", str(L["Hb"]), "g/L"), ("WCC", "%.1f" % L["WCC"], "x10^9/L"), ("Plt", str(L["Plt"]), "x10^9/L"),
            ("Eos", "%.1f" % L["Eos"], "x10^9/L"), ("Na", str(L["Na"]), "mmol/L"), ("K", "%.1f" % L["K"], "mmol/L"),
            ("Urea", "%.1f" % L["Ur"], "mmol/L"), ("Creat", str(L["Cr"]), "umol/L"), ("Bili", str(L["Bili"]), "umol/L"),
            ("ALT", str(L["ALT"]), "U/L"), ("CRP", str(L["CRP"]), "mg/L"), ("Lactate", "%.1f" % L["Lac"], "mmol/L")]
