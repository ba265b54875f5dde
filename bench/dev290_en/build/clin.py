"""Clinical content helpers: vaccines, malaria regimens, vitals, labs (all non-PHI)."""
import pools as P
import gen as G

VAC = {v[0]: v for v in P.VACCINES}
SITES = ["L deltoid", "R deltoid", "left deltoid", "right deltoid", "L upper arm", "R upper arm",
         "LUA", "RUA"]


def brand(r, key, country):
    b = VAC[key][2]
    if country == "US":
        pref = {"YF": "YF-VAX", "RAB": "Imovax Rabies", "TD": "Adacel-Polio", "HAV": "Vaqta",
                "MMR": "M-M-R II", "CHOL": "Vaxchora", "HBV": "Heplisav-B"}
        if key in pref:
            return pref[key]
    if country == "CA" and key == "HAVTY":
        return "Vivaxim"
    return r.choice(b)


IMMUNO = ("Crohn's disease", "rheumatoid arthritis", "psoriasis")


def plan(ctx, pm=None):
    keys = _plan(ctx)
    if pm and pm[0] in IMMUNO:
        keys = [k for k in keys if k not in ("YF", "DENG", "CHIK", "MMR")] or ["HAV"]
    return keys


def _plan(ctx):
    t = ctx.trip
    r = ctx.r
    keys = []
    if r.random() < 0.45:
        keys.append("TD")
    if r.random() < 0.8:
        keys.append("HAVTY" if r.random() < 0.3 else "HAV")
        if keys[-1] == "HAV" and r.random() < 0.6:
            keys.append("TYP")
    if t.risk("yf"):
        keys.append("YF")
    if t.risk("rab") and (t.days > 21 or r.random() < 0.4):
        keys.append("RAB")
    if t.risk("je") and (t.days > 25 or r.random() < 0.3):
        keys.append("JE")
    if t.risk("men"):
        keys.append("MEN")
    if t.risk("chol") and r.random() < 0.6:
        keys.append("CHOL")
    if t.days > 60 or t.purpose in ("humanitarian deployment", "medical elective", "volunteering"):
        keys.append("HBV")
    if t.risk("deng") and r.random() < 0.15:
        keys.append("DENG")
    if not keys:
        keys = ["TD", "HAV"]
    return keys


def mal_regimen(ctx, drug=None, pmh=None):
    """returns dict(drug, brand, dose, start_days_before, after_days, qty, text)"""
    r = ctx.r
    t = ctx.trip
    wt = None
    if ctx.age < 18:
        wt = max(11, min(60, int(ctx.age * 3 + 8 + r.randint(-3, 5))))
    choice = drug or r.choice(["AP", "AP", "AP", "DOXY", "DOXY", "MEF"])
    if choice == "MEF" and (wt or (pmh and pmh[0] in ("epilepsy", "depression"))):
        choice = "AP"
    if choice == "DOXY" and ctx.age < 12:
        choice = "AP"
    days = t.days
    if choice == "AP":
        if wt and wt < 40:
            tabs = 1 if wt < 21 else (2 if wt < 31 else 3)
            nm = "Atovaquone/proguanil paediatric 62.5/25 mg tablets"
            per = tabs
        else:
            nm = r.choice(["Atovaquone/proguanil 250/100 mg tablets", "Malarone 250 mg/100 mg tablets",
                           "Atovaquone 250 mg + proguanil 100 mg (generic) tablets"])
            per = 1
        qty = (days + 2 + 7) * per
        sig = "Take %s daily with food or a milky drink, starting 1-2 days before entering the malarious area, daily during the stay and for 7 days after leaving." % (
            "ONE tablet" if per == 1 else "%d tablets" % per)
        return dict(drug=nm, qty=qty, sig=sig, before=2, after=7, weight=wt, key="AP")
    if choice == "DOXY":
        nm = r.choice(["Doxycycline 100 mg capsules", "Doxycycline 100 mg tablets", "Doxycycline monohydrate 100 mg"])
        qty = days + 2 + 28
        sig = "Take ONE daily, starting 2 days before travel, throughout the stay and for 4 weeks after leaving. Swallow whole with a full glass of water, remain upright for 30 min; use high-factor sunscreen (photosensitivity)."
        return dict(drug=nm, qty=qty, sig=sig, before=2, after=28, weight=wt, key="DOXY")
    nm = r.choice(["Mefloquine 250 mg tablets", "Lariam 250 mg tablets"])
    qty = (days + 21 + 28) // 7 + 1
    sig = "Take ONE tablet once WEEKLY on the same day each week, starting 2-3 weeks before travel, weekly during the stay and for 4 weeks after return. Stop and seek advice if anxiety, depression, restlessness or confusion."
    return dict(drug=nm, qty=qty, sig=sig, before=21, after=28, weight=wt, key="MEF")


def vitals(r, febrile=True, sep=", "):
    t = round(r.uniform(38.0, 40.2), 1) if febrile else round(r.uniform(36.3, 37.4), 1)
    hr = r.randint(96, 128) if febrile else r.randint(58, 92)
    sbp = r.randint(92, 138)
    items = ["T %.1f%sC" % (t, r.choice(["", "\u00b0"])), "HR %d" % hr, "BP %d/%d" % (sbp, r.randint(54, 88)),
             "RR %d" % r.randint(14, 26), "SpO2 %d%% RA" % r.randint(93, 100)]
    if r.random() < 0.5:
        items.append("NEWS2 %d" % r.randint(1, 7) if r.random() < 0.6 else "qSOFA %d" % r.randint(0, 2))
    return sep.join(items), t


DX = ["falciparum", "vivax", "dengue", "enteric", "rickettsia", "flu", "chik", "viral", "schisto", "lepto"]


def fever_labs(r, dx):
    L = []
    pf = dx == "falciparum"
    para = round(r.uniform(0.1, 4.5), 1) if pf else 0
    L.append("Malaria RDT (%s): %s" % (r.choice(["HRP2/pLDH", "BinaxNOW", "CareStart Pf/Pan"]),
             "POSITIVE (HRP2 band)" if pf else ("POSITIVE (pan-pLDH only)" if dx == "vivax" else "negative")))
    if pf:
        L.append("Thick/thin film: P. falciparum ring forms, parasitaemia %.1f%%, no schizonts" % para)
    elif dx == "vivax":
        L.append("Film: P. vivax trophozoites and schizontonts seen, parasitaemia 0.2%; G6PD level requested".replace("schizontonts", "schizonts"))
    else:
        L.append("Thick/thin films x%d (12-24 h apart): no parasites seen" % r.choice([2, 3]))
    hb = r.randint(96, 152)
    plt = r.randint(18, 90) if dx in ("falciparum", "dengue", "vivax") else r.randint(140, 320)
    wcc = round(r.uniform(1.8, 4.0), 1) if dx in ("dengue", "enteric") else round(r.uniform(4.0, 13.5), 1)
    L.append("FBC: Hb %d g/L, WCC %.1f, neut %.1f, lymph %.1f, plt %d x10^9/L" % (hb, wcc, wcc * 0.65, wcc * 0.2, plt))
    L.append("U&E: Na %d, K %.1f, urea %.1f, creat %d" % (r.randint(129, 142), r.uniform(3.4, 4.9), r.uniform(3.0, 14.0), r.randint(58, 190)))
    L.append("LFT: bili %d, ALT %d, ALP %d, alb %d" % (r.randint(6, 58), r.randint(14, 240), r.randint(50, 180), r.randint(28, 44)))
    L.append("CRP %d mg/L, lactate %.1f mmol/L, glucose %.1f" % (r.randint(8, 260), r.uniform(0.8, 4.2), r.uniform(3.9, 9.8)))
    if dx == "dengue":
        L.append("Dengue NS1 antigen POSITIVE, IgM equivocal, IgG negative")
    elif dx == "enteric":
        L.append("Blood cultures x2: Gram-negative bacilli at 19 h, ID to follow (?Salmonella Typhi)")
    elif dx == "chik":
        L.append("Chikungunya PCR detected; dengue NS1 negative")
    elif dx == "rickettsia":
        L.append("Rickettsial serology sent; eschar noted L ankle")
    else:
        L.append("Blood cultures x2 sent; dengue NS1 %s" % r.choice(["negative", "pending"]))
    return L, para


DX_TEXT = {
    "falciparum": "P. falciparum malaria (uncomplicated)",
    "vivax": "P. vivax malaria",
    "dengue": "dengue fever without warning signs",
    "enteric": "probable enteric fever",
    "rickettsia": "African tick bite fever (R. africae) - clinical",
    "flu": "influenza A (PCR positive)",
    "chik": "chikungunya",
    "viral": "self-limiting viral illness, malaria excluded",
    "schisto": "acute schistosomiasis (Katayama syndrome) - presumptive",
    "lepto": "possible leptospirosis",
}

DX_TX = {
    "falciparum": "Artemether-lumefantrine (Riamet) 4 tabs at 0, 8, 24, 36, 48, 60 h with fatty food; repeat film day 3. If parasitaemia >2% or any severe feature -> IV artesunate 2.4 mg/kg at 0, 12, 24 h.",
    "vivax": "Artemether-lumefantrine 3-day course, then primaquine 30 mg OD x 14 days once G6PD result normal.",
    "dengue": "Supportive: oral fluids 2.5-3 L/day, paracetamol 1 g QDS PRN; avoid NSAIDs/aspirin. Daily FBC/haematocrit until plt rising.",
    "enteric": "Ceftriaxone 2 g IV OD pending sensitivities; step down to azithromycin 500 mg OD if susceptible.",
    "rickettsia": "Doxycycline 100 mg BD x 7 days.",
    "flu": "Oseltamivir 75 mg BD x 5 days; droplet precautions.",
    "chik": "Analgesia and rest; avoid NSAIDs until dengue excluded.",
    "viral": "Safety-net advice; repeat malaria film if further fever within 3 months.",
    "schisto": "Prednisolone 20 mg OD x 5 days; praziquantel 40 mg/kg at 6-8 weeks post exposure.",
    "lepto": "Doxycycline 100 mg BD; leptospira PCR/serology sent.",
}


def prior_vaccs(r, ctx):
    """list of (vaccine display, date) previously received"""
    out = []
    for key in sorted(r.sample(["HAV", "TYP", "YF", "TD", "HBV", "RAB", "JE", "MEN", "CHOL"], r.randint(1, 4))):
        d = G.add(ctx.visit, -r.randint(200, 365 * 12))
        out.append((VAC[key][1], d, key))
    return out


HARD_NEG_ADVICE = [
    "Insect bite avoidance: DEET 50% repellent (reapply after sunscreen), permethrin-treated bed net, long sleeves dusk to dawn.",
    "Food and water hygiene reviewed; travellers' diarrhoea: oral rehydration salts, loperamide 2 mg after each loose stool (max 16 mg/day), azithromycin 1 g stat if bloody diarrhoea/fever.",
    "Rabies: avoid contact with dogs, cats, monkeys and bats; wash any bite for 15 minutes with soap and water and seek PEP within 24 h.",
    "Sun and heat: SPF 50, 2.5-3 L fluids daily.",
    "Altitude: ascend <500 m/day above 3000 m sleeping altitude, rest day every 3-4 days; acetazolamide 125 mg BD from 24 h before ascent discussed.",
    "DVT: flights >8 h - calf exercises, hydration, class 1 flight stockings.",
    "Freshwater exposure: avoid swimming in lakes and rivers (schistosomiasis); chlorinated pools fine.",
    "Sexual health: condoms advised; PEPSE information given.",
    "Road safety: avoid night driving; helmets on motorbikes.",
    "Travel insurance: confirm cover for pre-existing conditions and medical evacuation.",
]

CODES = {"UK": ["Z23", "Z29.8", "Y43.6"], "US": ["Z23", "CPT 90717", "CPT 90632", "CPT 90691", "CPT 90675", "CPT 90471"],
         "AU": ["MBS item 10997", "Z23"], "CA": ["Z23", "fee code K065"], "IE": ["Z23"]}
