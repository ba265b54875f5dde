"""Genres 5-8: travel health, genetic counselling letter, transplant coordinator note, road traffic collision ED note."""
import datetime as dt

import pools
from common import Ctx, facility_header, audit_line, transcription_line, patient_line
from doc import Doc, num_words, decade_segs, time_str, age_at, org_domain
from locales import D, L, AN, MONTHS, MON, WEEKDAYS, ordinal

TD = dt.timedelta

DESTINATIONS = [  # (city, country)
    ("Nairobi", "Kenya"), ("Mombasa", "Kenya"), ("Arusha", "Tanzania"), ("Kampala", "Uganda"), ("Lagos", "Nigeria"),
    ("Accra", "Ghana"), ("Cusco", "Peru"), ("Lima", "Peru"), ("La Paz", "Bolivia"), ("Manaus", "Brazil"),
    ("Cartagena", "Colombia"), ("Hanoi", "Vietnam"), ("Siem Reap", "Cambodia"), ("Luang Prabang", "Laos"),
    ("Kathmandu", "Nepal"), ("Pokhara", "Nepal"), ("Dhaka", "Bangladesh"), ("Panaji", "India"), ("Varanasi", "India"),
    ("Colombo", "Sri Lanka"), ("Denpasar", "Indonesia"), ("Cebu City", "Philippines"), ("Port Moresby", "Papua New Guinea"),
    ("Suva", "Fiji"), ("Apia", "Samoa"), ("Nukuʻalofa", "Tonga"), ("Mecca", "Saudi Arabia"), ("Medina", "Saudi Arabia"),
    ("Addis Ababa", "Ethiopia"), ("Kinshasa", "Democratic Republic of the Congo"), ("Lusaka", "Zambia"),
    ("Cape Town", "South Africa"), ("Marrakech", "Morocco"), ("Cairo", "Egypt"), ("Yangon", "Myanmar"),
    ("Ulaanbaatar", "Mongolia"), ("Bangkok", "Thailand"), ("Chiang Mai", "Thailand"), ("Manila", "Philippines"),
    ("Mumbai", "India"), ("Amritsar", "India"), ("Karachi", "Pakistan"), ("Juba", "South Sudan"),
    ("Freetown", "Sierra Leone"), ("Lilongwe", "Malawi"), ("Stone Town", "Tanzania"), ("Quito", "Ecuador"),
    ("Darwin", "Australia"), ("Rarotonga", "Cook Islands"), ("Kigali", "Rwanda")]

VACCINES = [("Typhoid Vi", "0.5 mL IM"), ("Hepatitis A (adult)", "1 mL IM"), ("Yellow fever", "0.5 mL SC"),
            ("Rabies (PrEP dose 1)", "1 mL IM"), ("Rabies (PrEP dose 2)", "1 mL IM"), ("Japanese encephalitis", "0.5 mL IM"),
            ("MenACWY", "0.5 mL IM"), ("dTaP/IPV booster", "0.5 mL IM"), ("Cholera (oral)", "1 sachet PO"),
            ("Hepatitis B (dose 1)", "1 mL IM"), ("Tick-borne encephalitis", "0.5 mL IM"), ("MMR", "0.5 mL SC"),
            ("Influenza (quadrivalent)", "0.5 mL IM"), ("Polio (IPV)", "0.5 mL IM")]

PASSPORT = {"US": lambda r: D(r, 9, True), "UK": lambda r: D(r, 9, True), "IE": lambda r: f"{L(r, 2)}{D(r, 7)}",
            "CA": lambda r: f"{L(r, 2)}{D(r, 6)}", "AU": lambda r: f"{L(r, 1)}{D(r, 7)}" if r.random() < 0.5 else f"{L(r, 2)}{D(r, 7)}",
            "NZ": lambda r: f"{L(r, 2)}{D(r, 6)}", "IN": lambda r: f"{L(r, 1)}{D(r, 7)}",
            "PH": lambda r: f"P{D(r, 7)}{L(r, 1)}", "KE": lambda r: f"{L(r, 2)}{D(r, 7)}" if r.random() < 0.5 else f"{L(r, 1)}{D(r, 7)}"}

PASSPORT_COUNTRY = {"US": "United States", "UK": "United Kingdom", "IE": "Ireland", "CA": "Canada", "AU": "Australia",
                    "NZ": "New Zealand", "IN": "India", "PH": "Philippines", "KE": "Kenya"}


def _visa(r):
    return r.choice([f"EV-{r.randint(2019, 2025)}-{D(r, 7)}", f"{L(r, 1)}{D(r, 8)}", f"ETA{D(r, 9)}", f"TRN EGO{D(r, 7)}",
                     f"VN-{AN(r, 10)}", f"{D(r, 3)}/{L(r, 2)}/{D(r, 6)}", f"KE-ETA-{AN(r, 8)}", f"IN{D(r, 10)}{L(r, 4)}"])


# ===========================================================================
def travel(c: Ctx):
    r, Lc = c.r, c.L
    d = Doc()
    p = c.person()
    age = r.randint(1, 84) if c.chance(0.15) else r.randint(18, 84)
    dob = c.dob_for(age)
    clinic = Lc.clinic("travel")
    nurse = c.clin("nurse")
    doc_ = c.clin("doctor", "gp")
    facility_header(c, d, clinic, r.choice(["Travel Health Consultation", "Pre-travel Risk Assessment", "Travel Medicine Clinic"]),
                    fax=c.chance(0.4), url=c.chance(0.6), email=c.chance(0.4))
    d("Date of consultation: ", c.date(c.visit), "\n")
    d("Traveller: ", c.pname(p, r.choice(["full", "full_mid", "LAST_FIRST", "last_first"])), "   DOB ", c.date(dob), "   ")
    d(c.age(age, p.sex, r.choice(["age_colon", "paren", "y", "yrs"])), "\n")
    mrn = c.mrn()
    d(mrn[0], " ", mrn[1], "   Invoice ", (f"INV-{D(r, 6)}", "ACCOUNT"), "\n")
    d("Address: ", c.addr(with_country=c.chance(0.5)), "\nPhone: ", c.phone("mobile"), "   Email: ", c.email(p), "\n")
    pc = PASSPORT_COUNTRY[Lc.code] if c.chance(0.8) else r.choice(list(PASSPORT_COUNTRY.values()))
    d("Passport: ", (PASSPORT[Lc.code](r), "IDNUM"), r.choice([" (", ", issued by "]), (pc, "COUNTRY"))
    if d.buf[-2] == " (":
        d(")")
    d(", expiry ", c.date(c.visit + TD(days=r.randint(200, 3500))), "\n\n")

    d("ITINERARY\n")
    dep = c.visit + TD(days=r.randint(10, 90))
    stops = r.sample(DESTINATIONS, r.randint(1, 3))
    cur = dep
    for city, country in stops:
        stay = r.randint(4, 30)
        d("- ", (city, "CITY"), ", ", (country, "COUNTRY"), ": ", c.sdate(cur) if c.chance(0.6) else c.date(cur), r.choice([" - ", " to ", "–"]),
          c.sdate(cur + TD(days=stay)) if c.chance(0.6) else c.date(cur + TD(days=stay)), f" ({stay} nights, ",
          r.choice(["urban hotel", "rural homestay", "trekking above 3500 m", "camping", "visiting relatives", "river cruise"]), ")\n")
        cur += TD(days=stay)
    d("Flights: ", r.choice(["EK", "QF", "KQ", "PR", "AI", "EI", "AC", "NZ", "BA"]), f" {r.randint(10, 999)} departing ", c.date(dep),
      "; booking ref ", (AN(r, 6), "IDNUM"), "\n")
    purpose = r.randrange(5)
    if purpose == 0:
        d("Purpose: volunteering at ", (r.choice(["Hope Springs Orphanage", "Mwangaza Community School", "Casa Esperanza Foundation",
                                                 "the Kindred Wells Project"]), "ORGANIZATION"), ".\n")
    elif purpose == 1:
        host = c.person()
        d("Purpose: VFR — staying with ", r.choice(["cousin", "aunt", "grandmother", "brother-in-law"]), " ", c.pname(host, "full", "FAMILY"),
          " in ", (stops[0][0], "CITY"), ".\n")
    elif purpose == 2:
        d("Purpose: business for ", (Lc.employer(), "ORGANIZATION"), " (works as a ", (c.job(), "PROFESSION"), ").\n")
    elif purpose == 3:
        d("Purpose: ", r.choice(["honeymoon", "gap year", "pilgrimage", "research fieldwork", "medical elective"]), ".\n")
    else:
        d("Purpose: holiday; ", p.he, " is a ", (c.job(), "PROFESSION"), " taking long-service leave.\n")
    for v in stops[:1]:
        pass
    d("Visa/ETA no.: ", (_visa(r), "IDNUM"), "\n")
    if c.chance(0.6):
        comp = c.person(sex=r.choice("FM"))
        cage = r.randint(18, 80)
        d("Travelling with ", r.choice(["partner", "friend", "husband", "wife", "colleague"]), " ", c.pname(comp, "full", "FAMILY"), " (",
          (str(cage), "AGE"), ")")
        if c.chance(0.5):
            kid = c.rel(p, r.choice("FM"))
            d(" and ", "son" if kid.sex == "M" else "daughter", " ", c.pname(kid, "first", "FAMILY"), ", ",
              c.age(r.randint(1, 16), kid.sex, r.choice(["aged", "paren", "yo_hyphen"]), "child"))
        d("; companion seen separately.\n")
    d("\nHEALTH\n")
    d("PMH: ", r.choice(["asthma (salbutamol PRN)", "T1DM on pump", "HIV on ART, CD4 640", "splenectomy 2014", "nil", "epilepsy",
                        "pregnancy 14 weeks", "IBD on azathioprine"]).replace("2014", ""), "")
    if d.buf[-2].endswith("splenectomy "):
        d("(", c.year(c.visit - TD(days=r.randint(800, 6000))), ")")
    d(". Allergies: ", r.choice(["egg (anaphylaxis)", "NKDA", "latex", "sulfa"]), ". Previous vaccines per ",
      r.choice(["yellow card", "ICVP", "GP record", "MyIR", "AIR statement"]), ".\n")
    d("Risks discussed: ", ", ".join(r.sample(pools.TRAVEL_DISEASES, 4)), "; food and water hygiene; road safety; altitude.\n\n")
    d("VACCINES GIVEN TODAY\n")
    d("Vaccine | Dose/route | Batch | Site | By\n")
    init = nurse.p.initials()
    for v, dose in r.sample(VACCINES, r.randint(2, 4)):
        batch = r.choice([f"{L(r, 2)}{D(r, 4)}{L(r, 1)}", f"{L(r, 1)}{D(r, 5)}", f"{D(r, 2)}{L(r, 2)}{D(r, 3)}", f"MX{D(r, 4)}"])
        d(v, " | ", dose, " | ", (batch, "IDNUM"), " | ", r.choice(["L deltoid", "R deltoid", "L thigh", "oral"]), " | ", (init, "DOCTOR"), "\n")
    d("\n")
    if c.chance(0.6):
        d("Yellow fever ICVP certificate no. ", (f"{L(r, 2)}{D(r, 6)}", "LICENSE"), " issued ", c.date(c.visit), " (valid for life).\n")
    d("Malaria: ", r.choice(["atovaquone-proguanil 250/100 mg daily, 1-2 days before to 7 days after",
                            "doxycycline 100 mg daily, to continue 4 weeks after return",
                            "mefloquine 250 mg weekly", "not indicated (low risk)"]), ". Rx ", (f"RX{D(r, 7)}", "IDNUM"), ".\n")
    ins = Lc.insurer()
    d("Travel insurance: ", (ins, "ORGANIZATION"), ", policy ", (f"{L(r, 3)}-{D(r, 7)}", "HEALTHPLAN"), "; 24 h assistance ",
      c.phone(), ".\n")
    ec = c.rel(p, r.choice("FM"), same=c.chance(0.5))
    d("Emergency contact at home: ", c.pname(ec, "full", "FAMILY"), ", ", c.phone("mobile"), ".\n")
    d("Return visit for dose 2 on ", c.sdate(c.visit + TD(days=7), weekday=True), ". Post-travel review if fever within 3 months.\n\n")
    d(c.dr(nurse, title=False, cred=True), ", Travel Health Nurse")
    if c.chance(0.5):
        nl, nv = c.lic("nurse")
        d(" (", nl, " ", nv, ")")
    d("   Prescriber: ", c.dr(doc_, cred=True), "\n")
    lab, lv = c.lic()
    d(lab, " ", lv, "\n")
    audit_line(c, d, nurse)
    return d


# ===========================================================================
RELS = [  # (label, sex, generation offset relative to proband, side)
    ("mother", "F", -1, "M"), ("father", "M", -1, "P"), ("sister", "F", 0, ""), ("brother", "M", 0, ""),
    ("maternal aunt", "F", -1, "M"), ("maternal uncle", "M", -1, "M"), ("paternal aunt", "F", -1, "P"),
    ("paternal uncle", "M", -1, "P"), ("maternal grandmother", "F", -2, "M"), ("maternal grandfather", "M", -2, "M"),
    ("paternal grandmother", "F", -2, "P"), ("paternal grandfather", "M", -2, "P"), ("daughter", "F", 1, ""),
    ("son", "M", 1, ""), ("first cousin", "F", 0, "M"), ("niece", "F", 1, "")]

ROMAN = {-2: "I", -1: "II", 0: "III", 1: "IV"}


def genetic(c: Ctx):
    r, Lc = c.r, c.L
    d = Doc()
    p = c.person()
    age = r.randint(19, 72)
    dob = c.dob_for(age)
    hosp = Lc.hospital()
    gc = c.clin("other")
    gc.cred = r.choice(["MS, CGC", "MSc", "CCGC", "MGC", "RGC", "MSc, GCRB"])
    geneticist = c.clin("doctor", "gen")
    gp = c.clin("doctor", "gp")
    practice = Lc.clinic()
    cond, gene, variant, phen = r.choice(pools.GENETIC_CONDITIONS)
    cancer = phen[0] if p.sex == "F" else phen[1]
    ph = lambda sx: phen[0] if sx == "F" else phen[1]  # noqa: E731
    service = r.choice(["Clinical Genetics Service", "Department of Clinical Genetics", "Familial Cancer Clinic",
                        "Inherited Cardiac Conditions Clinic", "Genetic Health Service"])
    facility_header(c, d, hosp, service, url=c.chance(0.5), email=c.chance(0.5))
    d("Our ref: ", (r.choice([f"F{D(r, 5)}", f"GEN/{c.visit.year}/{D(r, 4)}", f"FAM-{D(r, 6)}"]), "IDNUM"), "\n")
    d(c.date(c.visit + TD(days=r.randint(1, 14)), r.choice(["dmy_long", "dmy_ord"] if c.L.dmy else ["mdy_long"])), "\n\n")
    d(c.dr(gp, title=True, cred=False, kind=r.choice(["full", "init_last"])), "\n", (practice, "HOSPITAL"), "\n", c.addr(one_line=False), "\n\n")
    d("Dear ", r.choice(["Dr ", "Dr. "]), (gp.p.surname, "DOCTOR"), ",\n\n")
    mrn = c.mrn()
    d("Re: ", c.pname(p, r.choice(["full", "full_mid", "LAST_First"])), ", DOB ", c.date(dob), ", ", mrn[0], " ", mrn[1], "\n")
    d("Address: ", c.addr(with_country=c.chance(0.4)), "\n\n")
    prof = c.job()
    partner = c.person(sex="M" if p.sex == "F" else r.choice("FM"))
    d("Thank you for referring ", c.pname(p, "full"), ", a ", c.age(age, p.sex, r.choice(["yo_hyphen", "words_hyphen", "year_old_space"])),
      " ", r.choice(["who works as a ", "employed as a "] + (["and retired "] if age >= 55 else [])), (prof, "PROFESSION"), ", whom ", r.choice(["I", "we"]),
      " saw in the ", service.lower().replace("service", "clinic"), " at ", (hosp, "HOSPITAL"), " on ", c.date(c.visit), ". ",
      p.he.capitalize(), " attended with ", p.his, " ", r.choice(["partner", "husband", "wife", "sister", "friend"]), ", ",
      c.pname(partner, "full", "FAMILY"), ".\n\n")
    d("Reason for referral: family history of ", cancer, " and a known familial ", gene, " variant (", cond, ").\n\n")

    # pedigree
    d("FAMILY HISTORY (written pedigree; proband marked with an arrow)\n")
    rels = r.sample(RELS, r.randint(6, 9))
    rels.sort(key=lambda x: x[2])
    gen_count = {}
    people = []
    for lab, sx, gen, side in rels:
        same = lab in ("father", "brother", "sister", "paternal aunt", "paternal uncle", "paternal grandfather", "paternal grandmother",
                       "son", "daughter") and c.chance(0.85)
        rp = c.rel(p, sx, same=same)
        gen_count[gen] = gen_count.get(gen, 0) + 1
        idx = f"{ROMAN[gen]}:{gen_count[gen]}"
        base_age = max(1, age + (-gen) * r.randint(22, 30) + r.randint(-5, 5))
        if gen == 1:
            base_age = max(1, min(base_age, age - 18))
        d(idx, " ", c.pname(rp, r.choice(["full", "full", "first"]), "FAMILY"), " (", lab, ")")
        dead = gen <= -2 or (gen == -1 and c.chance(0.45)) or (gen == 0 and c.chance(0.08))
        if dead:
            death_age = r.randint(max(30, base_age - 40), max(31, base_age - 1)) if base_age > 31 else r.randint(20, 90)
            dy = min(c.visit.year - (base_age - death_age), c.visit.year - 1)
            affected = death_age >= 25 and c.chance(0.6)
            dx_age = r.randint(20, death_age) if affected else None
        else:
            affected = base_age >= 25 and c.chance(0.5)
            dx_age = r.randint(20, base_age) if affected else None
        people.append((lab, rp, gen, base_age, dead, affected))
        if dead:
            k = r.randrange(4)
            if k == 0:
                d(" — d. ", (str(dy), "DATE"), " aged ", (str(death_age), "AGE"))
            elif k == 1:
                d(" — died at ", (str(death_age), "AGE"), " (", (str(dy), "DATE"), ")")
            elif k == 2:
                d(" — deceased, age at death ", (str(death_age), "AGE"))
            else:
                d(", d.", (str(death_age), "AGE"), "y")
            if affected:
                d("; ", ph(sx), " dx ", r.choice(["at ", "age ", "aged "]), (str(dx_age), "AGE"))
            else:
                d("; ", r.choice(["stroke", "MI", "pneumonia", "old age", "COPD", "road accident"]))
        else:
            k = r.randrange(4)
            if k == 0:
                d(", ", (str(base_age), "AGE"))
            elif k == 1:
                d(", now ", (str(base_age), "AGE"))
            elif k == 2:
                d(", b. ", (str(c.visit.year - base_age), "DATE"))
            else:
                d(", ", (str(base_age), "AGE"), "y")
            if affected:
                d(", ", ph(sx), " at ", (str(dx_age), "AGE"), r.choice(["", ", treated at "]))
                if d.buf[-1].endswith("at "):
                    d((Lc.hospital(), "HOSPITAL"))
            else:
                d(r.choice([", well", ", unaffected", ", not tested", ", lives in "]))
                if d.buf[-1].endswith("in "):
                    d((r.choice(["Auckland", "Leeds", "Toronto", "Nairobi", "Pune", "Cebu City", "Limerick", "Perth", "Chicago"]), "CITY"))
        d("\n")
    d(f"III:{gen_count.get(0, 0) + 1} → ", c.pname(p, "first"), " (proband), ", (str(age), "AGE"), ", ",
      r.choice(["unaffected", f"{cancer} at "]) if age >= 25 else "unaffected")
    if d.buf[-1].endswith("at "):
        d((str(r.randint(20, age)), "AGE"))
    d("\n")
    anc = r.randrange(3)
    if anc == 0:
        d("Ancestry: maternal side from ", r.choice([("Co. Mayo", "CITY"), ("County Kerry", "CITY"), ("Kerala", "STATE"), ("Punjab", "STATE"),
                                                      ("Cebu", "STATE"), ("Lancashire", "CITY"), ("Nyeri County", "CITY"),
                                                      ("Calabria", "STATE"), ("Gujarat", "STATE"), ("Ballymena", "CITY")]), ", paternal side ",
          (r.choice(["Scotland", "Poland", "India", "Samoa", "Ghana", "Lebanon", "Ireland", "Canada"]), "COUNTRY"), ". No consanguinity.\n\n")
    elif anc == 1:
        d("Ancestry: Ashkenazi Jewish on the paternal side; maternal family from ", (r.choice(["Ontario", "Queensland", "Karnataka", "Ohio"]), "STATE"),
          ".\n\n")
    else:
        d("Ancestry: ", r.choice(["Māori (Ngāti Porou) and Pākehā", "Gujarati", "Kikuyu", "Tagalog", "Irish Traveller", "Anglo-Celtic"]),
          ". No consanguinity reported.\n\n")

    d("DISCUSSION\n")
    d("We discussed autosomal dominant inheritance (50% risk to each child), the possible results and implications for insurance",
      r.choice([" (moratorium applies)", " — see FSC Standard 11", " (GINA protections discussed)", ""]), ". ")
    cands = [x for x in people if x[5] and not x[4]] or [x for x in people if x[5]] or people
    affected_rel = cands[0]
    d("The familial variant ", gene, " ", variant, " was identified in ", p.his, " ", affected_rel[0], " ",
      c.pname(affected_rel[1], "first", "FAMILY"), " (lab no. ", (r.choice([f"{L(r, 2)}{D(r, 2)}-{D(r, 5)}", f"G{D(r, 7)}", f"{D(r, 2)}/{D(r, 5)}"]), "IDNUM"),
      ") at ", (Lc.hospital(), "HOSPITAL"), " in ", c.year(c.visit - TD(days=r.randint(200, 3000))), ". ")
    d("Surveillance recommendations from age 25 were explained", r.choice([" in general terms", ""]), ".\n\n")
    d("PLAN\n")
    d("1. Predictive test: blood taken today, sample ", (f"{r.choice(['DNA', 'GEN', 'S'])}{c.visit.year % 100:02d}-{D(r, 6)}", "IDNUM"),
      ", results expected by ", c.date(c.visit + TD(days=r.randint(21, 70))), ".\n")
    d("2. Results appointment ", c.sdate(c.visit + TD(days=r.randint(40, 90)), weekday=True), " (telephone ", c.phone("mobile"), ").\n")
    cascade = [x for x in people if x[2] >= 0 and x[3] >= 18 and not x[4]][:2]
    if cascade:
        d("3. Cascade testing offered to ")
        for i, (lab, rp, gen, _a, _dead, _aff) in enumerate(cascade):
            if i:
                d(" and ")
            d(lab, " ", c.pname(rp, "first", "FAMILY"))
        d(" via family letter.\n")
    d("\nYours sincerely,\n\n")
    d(c.dr(gc, title=False, cred=True), "\n", r.choice(["Genetic Counsellor", "Principal Genetic Counsellor", "Registered Genetic Counsellor"]),
      " (", r.choice(["GCRB", "ABGC", "HGSA", "CAGC"]), " reg. ", (D(r, 3 + r.randint(0, 3), True), "LICENSE"), ")\n")
    d(c.dr(geneticist, title=True, cred=True), "\nConsultant Clinical Geneticist\n")
    d("Direct line ", c.phone(ext=c.chance(0.5)), "  |  ", c.email(gc.p, org_domain(hosp, Lc.code)), "\n")
    d("cc: ", c.pname(p, r.choice(["full", "init_last"])), " (patient)\n")
    if c.chance(0.5):
        transcription_line(c, d, geneticist)
    return d


# ===========================================================================
def transplant(c: Ctx):
    r, Lc = c.r, c.L
    d = Doc()
    p = c.person()
    age = r.randint(18, 74)
    dob = c.dob_for(age)
    hosp = Lc.hospital(big=True)
    coord = c.clin("nurse")
    coord2 = c.clin("nurse")
    surg = c.clin("doctor", "surg")
    neph = c.clin("doctor", "neph")
    organ = r.choice(["kidney", "kidney", "liver", "kidney-pancreas", "heart", "lung (bilateral)"])
    bg = r.choice(["O", "A", "B", "AB"]) + r.choice(["+", " pos", " Rh+", " neg", "-"])
    unit = {"kidney": ["Renal Transplant Unit", "Transplant Centre", "Kidney Transplant Programme"],
            "kidney-pancreas": ["Renal & Pancreas Transplant Unit", "Transplant Centre"],
            "liver": ["Liver Transplant Service", "Hepatobiliary & Liver Transplant Unit"],
            "heart": ["Cardiothoracic Transplant Unit", "Heart Transplant Programme"],
            "lung (bilateral)": ["Cardiothoracic Transplant Unit", "Lung Transplant Service"]}[organ]
    unit = r.choice(unit)
    disease = {"kidney": ["IgA nephropathy", "ADPKD", "diabetic nephropathy", "FSGS", "Alport syndrome", "reflux nephropathy"],
               "kidney-pancreas": ["type 1 diabetes with ESKD"],
               "liver": ["NASH cirrhosis (MELD 24)", "PSC", "HCC within Milan criteria", "alcohol-related cirrhosis (MELD 31)", "Wilson's disease"],
               "heart": ["dilated cardiomyopathy", "ischaemic cardiomyopathy, LVEF 15%", "restrictive cardiomyopathy"],
               "lung (bilateral)": ["cystic fibrosis", "IPF", "COPD (FEV1 19%)", "alpha-1 antitrypsin deficiency"]}[organ]
    d((hosp, "HOSPITAL"), " — ", unit, "\n")
    kind = r.randrange(3)
    title = ["TRANSPLANT COORDINATOR NOTE — ORGAN OFFER", "Living Donor Work-up — Coordinator Note", "Post-transplant Coordinator Follow-up"][kind]
    d(title, "\n")
    d("Date: ", c.date(c.visit), "   Time: ", time_str(r, c.uk), "\n\n")
    mrn = c.mrn()
    d("RECIPIENT: ", c.pname(p, r.choice(["LAST_FIRST", "full", "LAST_First"])), "  ", mrn[0], " ", mrn[1], "\n")
    d("DOB ", c.date(dob), "   ", c.age(age, p.sex, r.choice(["sexafter", "slash_sex", "age_colon", "y"])), "   Blood group ", bg, "\n")
    d("Registry recipient ID: ", (r.choice([f"R{D(r, 7)}", f"{L(r, 4)}{D(r, 3)}", f"TX-{D(r, 6)}", f"WL{D(r, 6)}"]), "IDNUM"),
      "   Listed ", c.date(c.visit - TD(days=r.randint(60, 2000))), "\n")
    d("Organ: ", organ, "   Primary disease: ", r.choice(disease),
      f"; cRF {r.randint(0, 99)}%; HLA A{r.randint(1, 33)},{r.randint(1, 33)} B{r.randint(7, 57)},{r.randint(7, 57)} DR{r.randint(1, 17)},{r.randint(1, 17)}\n")
    if organ.startswith("kidney"):
        d("Dialysis: ", r.choice(["HD", "PD", "home HD"]), " at ", (r.choice(["Fenwick Satellite Dialysis Unit", "Harbourside Renal Unit", "Moorside Kidney Care Centre",
                                                                             "Lakeside Dialysis Centre"]), "HOSPITAL"),
          ", ", r.choice(["Mon/Wed/Fri", "Tue/Thu/Sat"]), " sessions\n")
    d("Contact: ", c.phone("mobile"), " (mobile), ", c.phone(), " (home)\n")
    nok, nlab = c.kin(p, ["wife" if p.sex == "M" else "husband", "mother", "son", "partner", "sister", "daughter", "brother"])
    d("NOK: ", c.pname(nok, "full", "FAMILY"), " (", nlab, ") ", c.phone("mobile"), "\n\n")

    if kind == 0:
        d("OFFER\n")
        don_age = r.randint(4, 78)
        dsex = r.choice("FM")
        don_id = r.choice([f"{L(r, 4)}{D(r, 3)}", f"DN{D(r, 6)}", f"ODT-{D(r, 5)}", f"{D(r, 2)}-{D(r, 4)}-{L(r, 1)}"])
        d("Offer received ", c.date(c.visit), " ", time_str(r, c.uk), " from the national duty office (offer ref ",
          (f"OF{D(r, 7)}", "IDNUM"), ").\n")
        d("Donor ID ", (don_id, "IDNUM"), ": ", c.age(don_age, dsex, r.choice(["sexafter", "sexafter_space", "yo", "paren", "yo_hyphen"]),
                                                     "male" if dsex == "M" else "female"),
          r.choice([", DBD", ", DCD (Maastricht category III)", ", DBD — hypoxic brain injury", ", DCD, WIT 14 min"]), ", ",
          r.choice(["ICH", "HIE after cardiac arrest", "RTC head injury", "SAH"]), ", at ", (Lc.hospital(big=True), "HOSPITAL"),
          r.choice([" ICU", ", ", " in "]))
        if d.buf[-1] == ", ":
            d((Lc.city_only(), "CITY"))
        elif d.buf[-1] == " in ":
            d((Lc.city_only(), "CITY"))
        d(". Donor blood group ", bg.split()[0].strip("+-"), f"; terminal creat {r.randint(50, 300)} µmol/L; KDPI {r.randint(5, 95)}%; "
          f"HLA mismatch {r.randint(0, 2)}-{r.randint(0, 2)}-{r.randint(0, 2)}; CMV D{r.choice('+-')}/R{r.choice('+-')}.\n")
        d("Virtual crossmatch negative. Recipient bloods sent for flow crossmatch, tube nos. ",
          (f"XM{D(r, 8)}", "IDNUM"), " and ", (f"XM{D(r, 8)}", "IDNUM"), ".\n")
        d("Recipient contacted at ", time_str(r, c.uk), " on ", c.phone("mobile"), "; accepted; NBM from ", time_str(r, c.uk),
          "; to arrive at ", (r.choice(["Ward 9 Transplant", "Rimu Ward", "Nightingale Ward", "Ward 4A"]), "HOSPITAL"), ".\n")
        d("Organ transport: courier job ", (f"{r.choice(['CJ', 'AWB', 'TR'])}{D(r, 8)}", "IDNUM"), ", box seal ",
          (f"{D(r, 6)}", "IDNUM"), f"; expected arrival {time_str(r, c.uk)}; CIT at arrival ~{r.randint(4, 18)} h.\n")
        d("Blood bank: group & screen sample ", (f"{r.choice(['BB', 'GS', 'T'])}{D(r, 7)}", "IDNUM"), "; ", str(r.randint(2, 4)),
          " units RCC crossmatched, unit nos. ")
        for i in range(2):
            if i:
                d(", ")
            d((f"{r.choice(['G', 'W', 'A'])}{D(r, 4)} {c.visit.year % 100:02d} {D(r, 6)} {r.choice('ABCDEFGH')}", "IDNUM"))
        d(".\n")
        d("Theatre booked ", time_str(r, c.uk), "; surgeon ", c.dr(surg, cred=False), "; on-call nephrologist ", c.dr(neph, cred=False), ".\n\n")
    elif kind == 1:
        d("LIVING DONOR\n")
        don = c.person(sex=r.choice("FM"))
        dage = r.randint(21, 68)
        rel = r.choice(["sister", "brother", "wife", "husband", "friend", "cousin", "mother", "father", "altruistic (non-directed)"])
        dm = c.mrn()
        d("Donor: ", c.pname(don, "full", "FAMILY"), ", ", c.age(dage, don.sex, r.choice(["yo_hyphen", "aged", "paren", "sexafter"]),
                                                                  "man" if don.sex == "M" else "woman"),
          ", ", rel, ", ", dm[0], " ", dm[1], ", works as a ", (c.job(), "PROFESSION"), ".\n")
        d(f"Work-up: GFR (Cr-EDTA) {r.randint(80, 130)} mL/min/1.73m2; CT angiogram {r.choice(['single renal arteries', 'two left renal arteries'])}; "
          f"BMI {r.randint(20, 32)}; ABO {r.choice(['compatible', 'incompatible — titres 1:16'])}.\n")
        d("Independent assessor ", (c.person().full(), "DOCTOR"), " interview ", c.date(c.visit + TD(days=r.randint(5, 30))), ". ")
        d("Donor travel from ", (Lc.city_only(), "CITY"), "; reimbursement claim ", (f"LDR-{D(r, 6)}", "ACCOUNT"), ".\n")
        d("Paired exchange scheme registration ", (f"PKE{D(r, 5)}", "IDNUM"), ". Provisional surgery ", c.my(c.visit + TD(days=r.randint(40, 160))),
          ".\n\n")
    else:
        d("FOLLOW-UP\n")
        tx = c.visit - TD(days=r.randint(20, 900))
        d("Transplanted ", c.date(tx), " (", organ, ", donor ID ", (f"{L(r, 4)}{D(r, 3)}", "IDNUM"), "). ")
        d(f"Tacrolimus trough {r.randint(30, 140) / 10} µg/L, MMF 750 mg BD, prednisolone 5 mg. Creat {r.randint(80, 220)}, "
          f"BK PCR {r.choice(['negative', '3.2 log', 'pending'])}, DSA {r.choice(['none', 'DQ7 MFI 2400'])}. "
          f"Biopsy {r.choice(['Banff borderline', 'Banff 1A', 'no rejection'])} (specimen ", (f"{r.choice(['S', 'H', 'B'])}{c.visit.year % 100:02d}-{D(r, 5)}", "IDNUM"), ").\n")
        d("Next clinic ", c.sdate(c.visit + TD(days=r.randint(7, 60)), weekday=True), " with ", c.dr(neph, cred=False), "; bloods at ",
          (Lc.clinic(), "HOSPITAL"), ". Patient returning to work as a ", (c.job(), "PROFESSION"), " on ",
          c.date(c.visit + TD(days=r.randint(14, 90))), ".\n\n")
    d("Coordinator: ", c.dr(coord, title=False, cred=True), ", pager ", (Lc.pager(), "PHONE"), ", mobile ", c.phone("mobile"), "\n")
    if c.chance(0.5):
        d("Handover to ", c.dr(coord2, title=False, cred=False), " at ", time_str(r, c.uk), "\n")
    d("Transplant office ", c.phone(ext=True), "  fax ", c.phone("fax", typ="FAX"), "  ", c.org_email(hosp, "transplant"), "\n")
    audit_line(c, d, coord)
    return d


# ===========================================================================
CARS = {"common": ["silver Toyota Corolla", "white Ford Transit van", "blue Mazda 3", "red Hyundai i30", "grey Nissan X-Trail",
                    "Subaru Outback", "Tesla Model 3", "Suzuki Swift", "black Kia Sportage", "Volvo FH articulated lorry"],
        "US": ["Ford F-150 pickup", "Chevrolet Silverado", "Honda Civic", "school bus"],
        "CA": ["Ford F-150 pickup", "Dodge Ram", "Honda Civic"],
        "UK": ["Vauxhall Corsa", "Ford Fiesta", "double-decker bus"], "IE": ["Ford Fiesta", "Skoda Octavia taxi"],
        "AU": ["Isuzu D-Max ute", "Toyota Hilux ute", "road train"], "NZ": ["Toyota Hilux ute", "Toyota Aqua"],
        "IN": ["Tata Ace", "Maruti Swift", "Bajaj RE auto-rickshaw", "KSRTC bus"], "PH": ["jeepney", "Mitsubishi L300", "Toyota Vios taxi"],
        "KE": ["Toyota HiAce matatu", "Probox", "Isuzu lorry"]}
BIKES = {"common": ["black Honda CB500 motorcycle", "Yamaha NMAX scooter"], "IN": ["Hero Splendor motorcycle", "Bajaj Pulsar"],
         "PH": ["tricycle (motorcycle with sidecar)", "Honda Click scooter"], "KE": ["TVS boda boda motorcycle", "Boxer boda boda"]}


def _car(r, code):
    return r.choice(CARS["common"] + CARS.get(code, []) * 2)


def _bike(r, code):
    return r.choice(BIKES["common"] + BIKES.get(code, []) * 2)


def rtc(c: Ctx):
    r, Lc = c.r, c.L
    d = Doc()
    p = c.person()
    age = r.randint(16, 88)
    dob = c.dob_for(age)
    hosp = Lc.hospital()
    edd = c.clin("doctor", "ed")
    nurse = c.clin("nurse")
    para1 = c.person()
    para2 = c.person()
    d((hosp, "HOSPITAL"), " ", r.choice(["Emergency Department", "ED", "Accident & Emergency", "Emergency Dept"]), "\n")
    d(r.choice(["ED CLINICAL RECORD — TRAUMA", "Emergency Department Note", "ED Attendance — Road Traffic Collision", "Trauma Call Documentation"]), "\n")
    att = r.choice([f"ED{D(r, 8)}", f"{c.visit.year % 100:02d}-{D(r, 6)}", f"ENC{D(r, 7)}", D(r, 9)])
    mrn = c.mrn()
    d("Attendance no. ", (att, "ACCOUNT"), "   ", mrn[0], " ", mrn[1], "\n")
    d("Arrival: ", c.date(c.visit), " ", time_str(r, c.uk), "   Triage: ", r.choice(["ATS 2", "MTS Orange", "CTAS 2", "ESI 2", "Cat 3", "Priority 1"]), "\n")
    d("Name: ", c.pname(p, r.choice(["LAST_FIRST", "full", "LAST_First"])), "   ", c.age(age, p.sex, r.choice(["sexafter", "sexafter_space", "slash_sex", "sexbefore"])),
      "   DOB ", c.date(dob), "\n")
    d("Address: ", c.addr(), "\n")
    d("Phone: ", c.phone("mobile"), "\n\n")
    d("PRE-HOSPITAL\n")
    if c.chance(0.5):
        d("Handover: pt ", c.pname(p, "initials"), ", ", c.age(age, p.sex, r.choice(["sexafter", "sexafter_space", "y"])), ", ",
          r.choice(["GCS 15, obs stable", "c/o neck pain", "trapped 20 min"]), ". ")
    d("BIBA; crew ", (para1.full(), "DOCTOR"), " and ", (para2.form(r, "init_last"), "DOCTOR"), r.choice([" (paramedics)", ", ICP", ""]),
      "; incident no. ", (r.choice([f"{D(r, 8)}", f"INC-{D(r, 6)}", f"{c.visit.year}-{D(r, 7)}"]), "IDNUM"),
      f". GCS {r.randint(9, 15)} at scene, RR {r.randint(12, 32)}, SpO2 {r.randint(88, 99)}%, BP {r.randint(85, 150)}/{r.randint(50, 95)}, "
      f"{r.choice(['methoxyflurane 3 mL', 'fentanyl 50 mcg IN', 'morphine 5 mg IV', 'ketamine 20 mg IV'])} given. C-spine ",
      r.choice(["collar applied", "cleared by Canadian C-spine rule", "immobilised on scoop"]), ".\n\n")
    d("MECHANISM\n")
    role = r.choice(["restrained driver", "driver", "front-seat passenger", "rider", "pillion passenger", "pedestrian", "cyclist",
                     "rear-seat passenger (unrestrained)"])
    if role in ("rider", "pillion passenger"):
        veh = _bike(r, Lc.code)
    else:
        veh = _car(r, Lc.code)
    other = _car(r, Lc.code)
    street1 = Lc.street_name()
    street2 = Lc.street_name()
    speed = r.randint(20, 110)
    d(c.pname(p, "first") if c.chance(0.5) else (p.surname, "PATIENT"), " was the ", role)
    if role not in ("pedestrian", "cyclist"):
        d(" of a ", veh, " (", r.choice(["reg ", "plate ", "rego ", "registration "]), (Lc.plate(), "VEHICLE"), ")")
    d(r.choice([" in collision with a ", " struck by a ", " hit at a junction by a "]), other, " (", r.choice(["reg ", "plate ", "rego "]),
      (Lc.plate(), "VEHICLE"), f") at approx. {speed} {'mph' if Lc.code in ('US', 'UK') else 'km/h'} on ", (street1, "STREET"))
    if c.chance(0.5):
        d(" at the junction with ", (street2, "STREET"))
    d(r.choice([" near ", " outside ", " by "]), (Lc.landmark(), "LOCATION_OTHER"), ", ", (Lc.city_only(), "CITY"), ", on ",
      (WEEKDAYS[c.visit.weekday()], "DATE"), " ", r.choice(["evening", "morning", "afternoon", "night"]), ". ")
    d(r.choice(["Airbags deployed. ", "Windscreen starred. ", "Prolonged extrication 40 min. ", "Thrown 5 m. ", "Helmet on, damaged. "]),
      r.choice(["Self-extricated. ", "Ambulatory at scene. ", "", "Intrusion > 30 cm. "]))
    if c.chance(0.4):
        d("Police report lists the other vehicle's VIN as ", (r.choice(["1HGCM8", "JTDKB2", "WVWZZZ", "KMHD84", "MAT448", "SALGA2"]) + AN(r, 11), "VEHICLE"), ". ")
    wit = c.person()
    d("Witness ", c.pname(wit, r.choice(["full", "full", "first_lastinit"]), "FAMILY"), " (", c.phone("mobile"), ") ",
      r.choice(["stopped and called 000" if Lc.code == "AU" else "stopped and called for help", "says the car ran a red light",
                "reports the patient was unconscious for ~1 min", "stayed with the patient"]), ".\n")
    off = c.person()
    force = r.choice({"US": ["Officer ", "Deputy ", "Trooper ", "Sgt. "], "UK": ["PC ", "Sgt ", "DC "], "IE": ["Garda ", "Sgt "],
                      "CA": ["Cst. ", "Sgt. ", "Officer "], "AU": ["Constable ", "Sen. Const. ", "Sgt "], "NZ": ["Constable ", "Sergeant "],
                      "IN": ["SI ", "Head Constable ", "ASI "], "PH": ["PO1 ", "PSSg ", "Pat. "], "KE": ["PC ", "Cpl. ", "Sgt. "]}[Lc.code])
    d("Police: ", force, c.pname(off, r.choice(["full", "last"]), "FAMILY"), " (", r.choice(["badge ", "collar no. ", "shoulder no. ", "reg. no. "]),
      (D(r, 4, True), "IDNUM"), "), ", r.choice(["incident ref ", "crime ref ", "report no. ", "occurrence no. "]),
      (r.choice([f"{D(r, 4)}/{D(r, 2)}/{c.visit.year % 100:02d}", f"CAD {D(r, 4)}-{MON[c.visit.month - 1].upper()}{c.visit.day:02d}",
                 f"{c.visit.year}-{D(r, 7)}", f"PR{D(r, 9)}", f"OB/{D(r, 3)}/{c.visit.year}"]), "IDNUM"), ". ")
    d(r.choice(["Evidential blood sample taken with consent, kit ", "Breath test declined; blood kit ", "Drug screen kit "]),
      (f"{L(r, 2)}{D(r, 6)}", "IDNUM"), ".\n")
    d("Driver licence (from wallet): ", (Lc.driver_licence(), "LICENSE"), ". ")
    if Lc.code == "NZ":
        d("ACC claim no. ", (Lc.acc_claim(), "ACCOUNT"), " lodged. ")
    else:
        d("Motor insurer ", (r.choice(["Harbourline Motor", "Keystone Auto", "Southern Cross Motor Cover", "Redline Mutual Auto", "Pioneer General Insurance",
                    "Tollgate Motor Insurance"]), "ORGANIZATION"),
          ", policy ", (f"{L(r, 3)}{D(r, 8)}", "IDNUM"), ". ")
    job = c.job()
    d("Works as a ", (job, "PROFESSION"), r.choice([" for ", " at "]), (Lc.employer(), "ORGANIZATION"), r.choice([" — was driving for work.", ".", " (off duty)."]), "\n\n")
    d("PRIMARY SURVEY (", c.dr(edd, cred=False), " trauma team leader)\n")
    d(f"A: patent, talking. B: RR {r.randint(14, 30)}, SpO2 {r.randint(92, 100)}% on 15 L NRB, {r.choice(['reduced AE L base', 'equal AE', 'surgical emphysema R'])}. "
      f"C: HR {r.randint(60, 140)}, BP {r.randint(80, 160)}/{r.randint(45, 100)}, CRT {r.randint(2, 5)} s, FAST {r.choice(['negative', 'free fluid Morison pouch'])}. "
      f"D: GCS {(e_ := r.randint(2, 4)) + (v_ := r.randint(3, 5)) + 6} (E{e_}V{v_}M6), pupils PEARL, BM {r.randint(40, 120) / 10}. E: T {r.choice(['35.8', '36.4', '37.0'])}.\n")
    d("Secondary: ", r.choice(["seatbelt sign across abdomen", "deformed R forearm", "open tib/fib fracture L (Gustilo II)",
                              "scalp laceration 6 cm", "tender T12 midline", "bruised L chest wall, #ribs 5-8"]), ". ")
    d(f"Bloods: Hb {r.randint(85, 160)}, lactate {r.randint(8, 60) / 10}, ethanol {r.choice(['<2', '18', '44'])} mmol/L, INR {r.choice(['1.0', '1.1', '1.4'])}, "
      f"group & save sample ", (f"{r.choice(['GS', 'BB'])}{D(r, 7)}", "IDNUM"), ".\n")
    d("Imaging: CT trauma series (accession ", (f"{r.choice(['CT', 'A', 'RAD'])}{D(r, 8)}", "IDNUM"), ") — ",
      r.choice(["no intracranial injury", "small L pneumothorax", "grade II splenic laceration", "L1 wedge fracture, stable"]), ".\n\n")
    nok, nlab = c.kin(p, ["mother", "partner", "wife" if p.sex == "M" else "husband", "father", "flatmate", "sister"])
    d("NOK ", c.pname(nok, "full", "FAMILY"), " (", nlab, ") informed by phone on ",
      c.phone("mobile"), ".\n")
    d("Disposition: ", r.choice(["admit under trauma surgery to ", "admit under orthopaedics to ", "observe in ", "transfer to "]))
    k = r.random()
    if k < 0.15:
        d(r.choice(["ICU", "the short stay unit", "HDU"]))
    elif k < 0.8:
        d((r.choice(["Ward 12", "Kōwhai Ward", "Trauma Unit B", "Rowan Ward", "Ash Ward", "Ward 4 North"]), "HOSPITAL"))
    else:
        d((Lc.hospital(big=True), "HOSPITAL"))
    d(", bed ", (str(r.randint(1, 40)), "LOCATION_OTHER"), ". Tetanus booster given. Fit note / medical certificate until ", c.date(c.visit + TD(days=r.randint(5, 42))), ".\n\n")
    d(c.dr(edd, title=True, cred=True), r.choice([", ED Consultant", ", Emergency Physician", ", Attending, Emergency Medicine", ""]), "\n")
    lab, lv = c.lic()
    d(lab, " ", lv, "\n")
    d("Triage nurse: ", c.dr(nurse, title=False, cred=True), "\n")
    audit_line(c, d, edd)
    return d
