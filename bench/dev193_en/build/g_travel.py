"""Genres: travel clinic pre-departure consultation, immunisation record printout."""
from nb import NB
from ctx import Ctx, clinic_header, demo_block, signature, tm, family, audit_footer
from common import (nm, phone, email, username, ip, url, shift, Clin, age_on, fd, words, general)
from clin import vitals, TRAVEL_VAX, CHILD_VAX, ADULT_VAX, lot, MALARIA
from pools import (DEST_COUNTRIES, DEST_CITIES, LANDMARKS, HOSPITALS, EMPLOYERS, CHURCHES,
                   HOME_COUNTRY)

TRAVEL_POOL = {"US": ["Lakeshore Travel Health", "Piedmont Travel & Immunization Clinic", "Riverbend Family Medicine",
                      "Bayside Internal Medicine", "Compass Travel Medicine", "Globetrotter Travel Clinic"],
               "IE": ["Shannonside Travel Health", "Ardkeen Travel Clinic", "Ashgrove Medical Centre", "Corrib Medical Centre",
                      "Wanderwell Travel Health Centre", "Fairgreen Family Practice"],
               "ZA": ["Protea Travel Clinic", "Highveld Travel Medicine", "Jacaranda Family Practice", "Umgeni Medical Suites",
                      "Greenpoint Family Medicine", "Safari Travel Health Centre"]}
PURPOSE = ["tourism", "safari holiday", "backpacking", "visiting friends and relatives (VFR)",
           "volunteering", "business", "honeymoon", "medical elective", "missionary work", "research fieldwork"]


def _itinerary(r, x, start):
    n = r.randint(1, 3)
    countries = r.sample(DEST_COUNTRIES, n)
    legs = []
    d = start
    for cn in countries:
        stay = r.randint(4, 25)
        legs.append((cn, d, shift(d, stay)))
        d = shift(d, stay)
    return legs


def travel_consult(r, c, lower):
    x = Ctx(r, c, 18, 78, pool=TRAVEL_POOL[c])
    nb = NB(lower)
    clinic_header(nb, x, r.choice(["TRAVEL HEALTH CONSULTATION", "Pre-Travel Consultation",
                                   "Travel Medicine - Pre-Departure Assessment", "Travel Clinic Record"]), r)
    demo_block(nb, x, r, r.choice([["name", "dob", "agesex", "mrn", "phone", "email"],
                                   ["name", "dob", "mrn", "addr", "phone"],
                                   ["name", "dob", "plan", "acct", "email"], ["name", "dob", "acct", "phone"]]))
    nurse = x.nurse if r.random() < 0.6 else x.doc
    nb.ln("Consult date: {d} {t}   Clinician: {n}", d=x.d(), t=tm(r), n=nurse.sig(r, "cred"))
    nb.ln("")
    dep = shift(x.date, r.randint(10, 70))
    legs = _itinerary(r, x, dep)
    ret = legs[-1][2]
    purpose = r.choice(PURPOSE)
    nb.ln("ITINERARY")
    nb.ln("Departs {h} {d1}, returns {d2} ({n} days).", h=x.home(), d1=x.d(dep), d2=x.d(ret),
          n=str((ret - dep).days))
    lay = r.random() < 0.5
    if lay:
        nb.ln("{a}| {b}| {c}", a="Country".ljust(34), b="Areas".ljust(34), c="Dates")
    for cn, a, b in legs:
        cities = DEST_CITIES.get(cn, [])
        pieces = []
        for i, ct in enumerate(r.sample(cities, min(len(cities), r.randint(1, 2)))):
            if i:
                pieces.append(", ")
            pieces.append((ct, "CITY"))
        if cn in LANDMARKS and r.random() < 0.7:
            if pieces:
                pieces.append(", ")
            pieces.append((LANDMARKS[cn], "LOCATION_OTHER"))
        if not pieces:
            pieces = ["rural areas"]
        ds = r.choice(["dm", "num", "abbr"])
        if lay:
            ln = sum(len(p) if isinstance(p, str) else len(p[0]) for p in pieces)
            nb.ln("{c}{pad1}| {p}{pad2}| {a} - {b}", c=(cn, "COUNTRY"), pad1=" " * max(1, 34 - len(cn)), p=pieces,
                  pad2=" " * max(1, 34 - ln), a=x.d(a, ds), b=x.d(b, ds))
        else:
            nb.ln(" * {c}: {p} ({a} to {b}); {acc}", c=(cn, "COUNTRY"), p=pieces, a=x.d(a, ds), b=x.d(b, ds),
                  acc=r.choice(["hotels", "camping", "homestay with family", "lodges", "hostels", "mission compound"]))
    nb.f("Purpose: {p}", p=purpose)
    if purpose in ("volunteering", "missionary work"):
        nb.f(" with {o}", o=(r.choice(CHURCHES + EMPLOYERS[c]), "ORGANIZATION"))
    if purpose == "business":
        nb.f(" for employer {o}; role: {pr}", o=(x.employer, "ORGANIZATION"),
             pr=(x.prof or "engineer", "PROFESSION"))
    if "VFR" in purpose:
        rel = family(r, c)
        nb.f("; staying with {w} {n} in {ct}", w=r.choice(["grandmother", "uncle", "cousin", "aunt"]),
             n=nm(rel, "full", "FAMILY"), ct=(r.choice(DEST_CITIES[legs[0][0]]) if DEST_CITIES.get(legs[0][0]) else "Lagos", "CITY"))
    nb.ln(".")
    if r.random() < 0.6:
        comp = family(r, c)
        nb.ln("Travelling with: {rel} {n}{extra}", rel=r.choice(["partner", "wife", "husband", "friend", "colleague", "son"]),
              n=nm(comp, r.choice(["full", "first"]), "FAMILY"),
              extra=[" (", (str(r.randint(3, 70)), "AGE"), ")"] if r.random() < 0.5 else "")
    nb.ln("")
    nb.ln("MEDICAL HISTORY")
    nb.ln("PMH: {p}. Meds: {m}. Allergies: {a}.", p=r.choice(["nil", "asthma", "HTN", "T2DM", "IBD on azathioprine (immunosuppressed)",
                                                               "splenectomy", "HIV, VL suppressed", "epilepsy", "depression"]),
          m=r.choice(["none", "salbutamol PRN", "amlodipine", "metformin", "COCP", "sertraline"]),
          a=r.choice(["NKDA", "egg (mild)", "penicillin", "NKDA", "gelatin"]))
    if x.pt.sex == "F" and x.age < 45:
        nb.ln("Pregnancy: {p}", p=r.choice(["not pregnant, LMP 2 weeks ago", "not pregnant, on contraception",
                                              "planning pregnancy - advised re Zika risk"]))
    nb.ln("Previous travel vaccines: Td/IPV {y1}; Hep A dose 1 {y2}; YF {y3}.", y1=x.d(shift(x.date, -r.randint(400, 4000)), "year"),
          y2=r.choice(["none", x.d(shift(x.date, -r.randint(400, 4000)), "year")]),
          y3=r.choice(["never", ["given ", x.d(shift(x.date, -r.randint(400, 8000)), "my")]]))
    nb.ln("")
    nb.ln("RISK ASSESSMENT")
    risks = r.sample(["Malaria: high risk (P. falciparum) in itinerary", "Yellow fever: endemic zone, certificate required for entry",
                      "Rabies: remote areas, > 24 h from RIG", "Altitude: > 3000 m planned, acetazolamide discussed",
                      "Dengue: risk present, no vaccine offered", "Travellers' diarrhoea: high risk, standby azithromycin",
                      "Schistosomiasis: freshwater exposure planned - avoid", "Road traffic: motorbike hire - advised against"], r.randint(2, 4))
    for rk in risks:
        nb.ln(" - {k}", k=rk)
    nb.ln("")
    nb.ln("VACCINES ADMINISTERED TODAY")
    nb.ln("{a}{b}{c}{d}{e}", a="Vaccine".ljust(42), b="Route/Site".ljust(18), c="Lot".ljust(10), d="Given by".ljust(20), e="Date")
    given = r.sample(TRAVEL_VAX, r.randint(2, 5))
    for v, route, site in given:
        who = nurse if r.random() < 0.8 else x.np
        ws = r.choice(["initials2", "init_last", "full"])
        wn = nm(who, ws, "DOCTOR")
        wl = len(wn[0][0])
        nb.ln("{v}{rs}{l}{w}{pad}{d}", v=v.ljust(42), rs=("%s %s" % (route, site)).ljust(18), l=lot(r).ljust(10), w=wn,
              pad=" " * max(1, 20 - wl), d=x.d(None, r.choice([x.ds, "short"])))
    yf = any(v.startswith("Yellow") for v, _, _ in given)
    if yf:
        nb.ln("")
        nb.ln("ICVP issued, certificate no. {n}, valid from {d} (10 days post vaccination).",
              n=("%s-%s-%06d" % ("YF", c, r.randint(0, 999999)), "LICENSE"), d=x.dd(10, "long"))
    nb.ln("")
    nb.ln("MALARIA: {m}", m=r.choice(MALARIA))
    nb.ln("Other: {o}", o=r.choice(["DEET 50% repellent, permethrin-treated nets", "Standby azithromycin 1 g x 1 for TD",
                                    "Acetazolamide 125 mg BID from day before ascent", "Travel insurance and evacuation cover advised"]))
    nb.ln("")
    nb.ln("FOLLOW-UP")
    nb.ln(" Dose 2 appointments: {a}; {b}", a=x.dd(7, r.choice(["wk", "wklong", "dm"])), b=x.dd(21, r.choice(["wk", "long"])))
    if r.random() < 0.5:
        nb.ln(" Post-travel: seek care if fever within 3 months of return; mention travel to {cn}.", cn=(legs[0][0], "COUNTRY"))
    em = family(r, c)
    nb.ln(" Emergency contact: {n} ({rel}) {p}", n=nm(em, r.choice(["full", "LAST_FIRST2"]), "FAMILY"),
          rel=r.choice(["mother", "father", "spouse", "sister", "friend"]), p=(phone(r, c), "PHONE"))
    if r.random() < 0.5:
        nb.ln(" Written advice sent to {e}; info at {u}", e=(x.email, "EMAIL"), u=(url(r, x.clinic["sub"], "/travel"), "URL"))
    signature(nb, x, r, nurse)
    return nb


SCHED = {
    "US": [(0, "Hepatitis B (HepB) #1", "IM", "R thigh"), (35, "Hepatitis B (HepB) #2", "IM", "L thigh"),
           (61, "DTaP #1", "IM", "L thigh"), (61, "IPV #1", "IM", "R thigh"), (61, "Hib #1", "IM", "L thigh"),
           (61, "PCV15 #1", "IM", "R thigh"), (61, "Rotavirus #1", "PO", "oral"), (122, "DTaP #2", "IM", "L thigh"),
           (122, "IPV #2", "IM", "R thigh"), (122, "Hib #2", "IM", "L thigh"), (122, "PCV15 #2", "IM", "R thigh"),
           (183, "DTaP #3", "IM", "L thigh"), (183, "PCV15 #3", "IM", "R thigh"), (190, "Influenza (IIV4)", "IM", "L thigh"),
           (365, "MMR #1", "SC", "L arm"), (365, "Varicella #1", "SC", "R arm"), (370, "Hepatitis A #1", "IM", "L thigh"),
           (460, "DTaP #4", "IM", "L thigh"), (548, "Hepatitis A #2", "IM", "R thigh"), (1480, "DTaP #5", "IM", "L deltoid"),
           (1480, "IPV #4", "IM", "R deltoid"), (1485, "MMR #2", "SC", "L arm"), (1485, "Varicella #2", "SC", "R arm")],
    "IE": [(61, "6 in 1 (DTaP-IPV-Hib-HepB)", "IM", "L thigh"), (61, "PCV13", "IM", "R thigh"), (61, "MenB", "IM", "L thigh"),
           (61, "Rotavirus", "PO", "oral"), (122, "6 in 1 (DTaP-IPV-Hib-HepB)", "IM", "L thigh"), (122, "MenB", "IM", "L thigh"),
           (122, "Rotavirus", "PO", "oral"), (183, "6 in 1 (DTaP-IPV-Hib-HepB)", "IM", "L thigh"), (183, "PCV13", "IM", "R thigh"),
           (183, "MenC", "IM", "R thigh"), (365, "MMR", "IM", "L thigh"), (365, "MenB", "IM", "R thigh"),
           (400, "Hib/MenC", "IM", "L thigh"), (400, "PCV13", "IM", "R thigh"), (1600, "4 in 1 (DTaP-IPV)", "IM", "L deltoid"),
           (1600, "MMR", "IM", "R deltoid")],
    "ZA": [(0, "BCG", "ID", "R upper arm"), (0, "OPV 0", "PO", "oral"), (42, "Hexavalent (DTaP-IPV-Hib-HepB) 1", "IM", "L thigh"),
           (42, "Rotavirus 1", "PO", "oral"), (42, "PCV 1", "IM", "R thigh"), (70, "Hexavalent (DTaP-IPV-Hib-HepB) 2", "IM", "L thigh"),
           (98, "Hexavalent (DTaP-IPV-Hib-HepB) 3", "IM", "L thigh"), (98, "Rotavirus 2", "PO", "oral"), (98, "PCV 2", "IM", "R thigh"),
           (183, "Measles 1", "SC", "L thigh"), (274, "PCV 3", "IM", "R thigh"), (365, "Measles 2", "SC", "L arm"),
           (548, "Hexavalent (DTaP-IPV-Hib-HepB) 4", "IM", "L thigh"), (2190, "Td", "IM", "L deltoid")],
}
FORECAST = {"US": ["Influenza (annual)", "Tdap (age 11-12)", "HPV #1", "MenACWY #1", "COVID-19 (updated)"],
            "IE": ["HPV (Gardasil 9)", "Tdap booster (1st year secondary)", "MenACWY", "LAIV influenza (nasal)"],
            "ZA": ["Td (12 yr)", "HPV (Grade 5 girls)", "Vitamin A supplement", "Measles catch-up campaign"]}


def _age_at(dob, d):
    days = (d - dob).days
    if days < 7 * 16:
        return str(max(0, days // 7)), "wk"
    months = (d.year - dob.year) * 12 + d.month - dob.month - (1 if d.day < dob.day else 0)
    if months < 24:
        return str(months), "mo"
    return str(age_on(dob, d)), "yr"


def imm_record(r, c, lower):
    child = r.random() < 0.65
    x = Ctx(r, c, 1, 7) if child else Ctx(r, c, 11, 88)
    nb = NB(lower)
    title = {"US": ["IMMUNIZATION HISTORY REPORT", "Vaccine Administration Record", "Immunization Record - Official Copy"],
             "IE": ["IMMUNISATION RECORD", "Vaccination History Printout", "Immunisation Summary"],
             "ZA": ["IMMUNISATION RECORD (transcribed from Road to Health booklet)", "EPI Immunisation History",
                    "Vaccination Record Printout"]}[c]
    clinic_header(nb, x, r.choice(title), r, full=r.random() < 0.6)
    nb.ln("Source: {s}", s=r.choice(["practice EHR", "state immunization information system (IIS) query" if c == "US" else "national immunisation system",
                                     "clinic register"]))
    demo_block(nb, x, r, r.choice([["name", "dob", "sex", "mrn", "addr"], ["name", "dob", "mrn", "phone"],
                                   ["name", "dob", "sex", "ssn", "plan"]]))
    nb.ln("Registry ID: {i}", i=("%s%09d" % (r.choice(["", "IIS", "R"]), r.randint(0, 999999999)), "IDNUM"))
    if child:
        par = family(r, c, sex="F" if r.random() < 0.7 else "M", last=x.pt.last if r.random() < 0.7 else None)
        nb.ln("Parent/guardian: {n} ({rel}), {p}", n=nm(par, r.choice(["full", "LAST_FIRST2", "title_full"]), "FAMILY"),
              rel="mother" if par.sex == "F" else "father", p=(phone(r, c, mobile=True), "PHONE"))
    nb.ln("")
    dob = x.pt.dob
    rows = []
    allv = {v[0]: v for v in TRAVEL_VAX + CHILD_VAX + ADULT_VAX}
    if child:
        for off, v, rt, st in SCHED[c]:
            dd = shift(dob, off + r.randint(0, 12))
            if dd <= x.date:
                rows.append((dd, v))
                allv[v] = (v, rt, st)
    else:
        n = r.randint(4, 9)
        pool = ADULT_VAX + [(a, b, cc) for a, b, cc in CHILD_VAX if a in ("HPV (Gardasil 9)", "Td booster")]
        for _ in range(n * 3):
            if len(rows) >= n:
                break
            v = r.choice(pool)[0]
            dd = shift(x.date, -r.randint(0, 3200))
            ag = age_on(dob, dd)
            if ag < 11 or (v.startswith("COVID") and dd.year < 2021) or (v.startswith("Shingrix") and ag < 50) \
                    or (v.startswith("PCV20") and (dd.year < 2021 or ag < 19)) or (v.startswith("HPV") and ag > 26) \
                    or (v.startswith("Pneumococcal") and ag < 50) or any(w == v for _, w in rows):
                if not v.startswith("Influenza"):
                    continue
            rows.append((dd, v))
    rows.sort(key=lambda t: (t[0], t[1]))
    places = [x.clinic["name"], r.choice(general(c)), r.choice(general(c))]
    admins = [Clin(r, c, "nurse"), Clin(r, c, "nurse"), x.nurse]
    table = r.random() < 0.6
    if table:
        nb.ln("{a}{b}{c}{d}{e}{f}", a="Date".ljust(14), b="Age".ljust(8), c="Vaccine".ljust(36), d="Lot".ljust(10),
              e="Site".ljust(14), f="Given by / Location")
    for dd, v in rows:
        route, site = allv[v][1], allv[v][2]
        a, unit = _age_at(dob, dd)
        ds = fd(dd, x.ds, c)
        who = r.choice(admins)
        where = r.choice(places)
        if table:
            nb.ln("{d}{p1}{a} {u}{p2}{v}{l}{s}{w} / {h}", d=(ds, "DATE"), p1=" " * max(1, 14 - len(ds)), a=(a, "AGE"), u=unit,
                  p2=" " * max(1, 7 - len(a) - len(unit)), v=v[:35].ljust(36), l=lot(r).ljust(10), s=site.ljust(14),
                  w=nm(who, r.choice(["init_last", "initials", "full"]), "DOCTOR"), h=(where, "HOSPITAL"))
        else:
            nb.ln("* {v} - {d} (age {a} {u}) - lot {l}, {rt} {s} - {w}, {h}", v=v, d=(ds, "DATE"), a=(a, "AGE"), u=unit,
                  l=lot(r), rt=route, s=site, w=nm(who, r.choice(["full", "init_last"]), "DOCTOR"), h=(where, "HOSPITAL"))
    if r.random() < 0.35:
        hd = shift(x.pt.dob, r.randint(1, 20)) if child else shift(x.date, -r.randint(3000, 9000))
        if hd < x.date:
            nb.ln("Historical (transcribed): {v} given {d} in {cn}, per {w}.", v=r.choice(["OPV", "BCG"] if child else ["MMR", "DTP", "BCG", "OPV"]),
                  w="parent-held card" if child else "patient-held card",
                  d=x.d(hd, r.choice(["my", "year"])), cn=(r.choice(DEST_COUNTRIES + HOME_COUNTRY["ZA"] + ["Poland", "Brazil"]), "COUNTRY"))
    nb.ln("")
    nb.ln("Forecast / due:")
    fc = FORECAST[c] if child else [v[0] for v in ADULT_VAX if not v[0].startswith(("COVID", "Shingrix")) or x.date.year >= 2021]
    for v in r.sample(fc, r.randint(1, 3)):
        nb.ln("  {v}: due {d}", v=v, d=x.dd(r.randint(10, 400), r.choice([x.ds, "my"])))
    nb.ln("Contraindications / precautions: {p}", p=r.choice(["none recorded", "egg allergy (not a contraindication to MMR)",
                                                               "febrile seizure history", "immunosuppressed - no live vaccines"]))
    if r.random() < 0.4:
        nb.ln("Adverse events: {a} after dose on {d}; reported.", a=r.choice(["fever 39.2 C", "local swelling 6 cm", "rash"]),
              d=(fd(rows[-1][0], x.ds, c), "DATE") if rows else x.d())
    if r.random() < 0.5:
        nb.ln("Verified by: {s}", s=x.nurse.sig(r, "cred"))
    audit_footer(nb, x, r)
    return nb
