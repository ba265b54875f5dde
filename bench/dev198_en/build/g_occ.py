"""Genres: occupational exposure record, returned traveller fever (author 198)."""
import clinical as C
import common as K
import fakers as F
import pools


def exposure(rng, n, country):
    d = F.rand_date(rng)
    hosp = K.hospital(rng, country)
    emp = F.new_patient(rng, country, d, 19, 64)
    ohn = F.new_staff(rng, country, rng.choice(["RN", "NP", "MD"]))
    sup = F.new_staff(rng, country, "RN")
    job = rng.choice(pools.HEALTH_PROFESSIONS)
    n.line(hosp, " - ", rng.choice(["Employee Health Services", "Occupational Health Clinic",
                                     "Staff Wellness / Occupational Health"]))
    n.line(rng.choice(["BLOOD AND BODY FLUID EXPOSURE RECORD",
                       "Occupational Exposure (Needlestick/Sharps) Report",
                       "Post-Exposure Evaluation - Healthcare Worker"]))
    n.blank()
    k = rng.randrange(3)
    if k == 0:
        n.line("Employee: ", emp.upper_lf(), "    Employee ID: ", ("E" + F.digits(rng, 6), "IDNUM"))
    elif k == 1:
        n.line("Staff member: ", emp.full_mi(), " | Staff no. ", (F.digits(rng, 7), "IDNUM"))
    else:
        n.line("Name: ", emp.lf(), "   Persal no: " if country == "ZA" else "   Badge: ",
               (F.digits(rng, 8), "IDNUM"))
    n.line("DOB: ", K.D(rng, emp.dob, country), "  Age: ", (str(emp.age), "AGE"), "  Sex: ",
           emp.sex)
    n.line("Job title: ", (job, "PROFESSION"), "   Department: ", rng.choice([
        "Emergency Department", "Surgery", "Medicine", "Phlebotomy", "Labour ward", "Theatre",
        "Environmental Services", "Dialysis"]))
    n.line("Supervisor: ", sup.full(), "   Contact: ", (emp.phone, "PHONE"))
    if rng.random() < 0.4:
        n.line("Time-clock biometric ID: ", (F.bioid(rng), "BIOID"))
    if rng.random() < 0.3:
        n.line("E-mail: ", (F.email(rng, emp.first, emp.last), "EMAIL"))
    if rng.random() < 0.3:
        n.line("Home address: ", F.addr_pieces(rng, emp.addr, country))
    n.blank()
    ex = F.shift(d, -rng.choice([0, 0, 0, 1]))
    h0 = rng.randint(0, 14)
    n.line("Date/time of exposure: ", K.D(rng, ex, country), " %02d:%02d" % (h0, rng.randrange(60)))
    h1 = h0 + rng.randint(1, 3) if ex == d else rng.randint(7, 10)
    n.line("Reported to OH: ", K.D(rng, d, country, rng.choice(["short", None])),
           " %02d:%02d" % (h1, rng.randrange(60)))
    n.line("Location: ", K.ward(rng, country), ", ", K.room_bed(rng, country))
    typ = rng.choice([
        "Percutaneous - hollow-bore needle (21G butterfly) after venepuncture, during "
        "recapping", "Percutaneous - suture needle during wound closure, through glove",
        "Mucocutaneous - blood splash to eyes (no eye protection)",
        "Percutaneous - lancet from glucometer tray left in linen",
        "Percutaneous - IV cannula stylet, deep injury, visible blood on device",
        "Non-intact skin contact with bloody fluid (eczema hands)"])
    n.line("Type of exposure: ", typ)
    n.line("Device: ", rng.choice(["BD Vacutainer Eclipse", "safety butterfly (not activated)",
                                   "3-0 Vicryl on CT-1", "Introcan Safety 20G", "n/a"]),
           "; gloves ", rng.choice(["worn", "not worn", "double-gloved"]),
           "; first aid: washed with soap and water ", rng.choice(["immediately", "after 10 min"]))
    n.blank()
    n.line("SOURCE PATIENT")
    n.line("Source MRN: ", (F.mrn(rng, country), "MRN"), " (identity held by OH; consent for "
                                                           "testing obtained)")
    src = rng.choice(["HIV known positive on ART, last VL <50",
                      "HIV known positive, not on ART, VL 84,000",
                      "HIV rapid test negative; HBsAg negative; HCV Ab negative",
                      "HIV rapid test negative; HCV Ab POSITIVE, HCV RNA pending",
                      "HBsAg positive, HBeAg positive", "Source unknown (sharps bin)"])
    n.line("Source status: ", src)
    n.blank()
    n.line("EXPOSED WORKER BASELINE (", K.D(rng, d, country, "short"), ")")
    n.line("HIV Ag/Ab: non-reactive | HBsAb: ", rng.choice(["245 mIU/mL (immune)",
                                                          "<10 mIU/mL (non-responder)",
                                                          "not done - vaccinated, titre unknown"]),
           " | HCV Ab: negative | ALT ", C.ri(rng, 12, 45), " | Cr ",
           C.r2(rng, 0.6, 1.1) if country == "US" else C.ri(rng, 55, 95),
           rng.choice([" | urine hCG negative", ""]))
    n.line("Hep B vaccination: ", rng.choice(["3 doses ", "2 doses, series incomplete ",
                                              "booster given "]),
           K.D(rng, F.shift(d, -rng.randint(200, 5000)), country, "year"))
    n.blank()
    n.line("PEP")
    if "positive" in src or "unknown" in src or rng.random() < 0.3:
        n.line("Started ", rng.choice(["bictegravir/FTC/TAF", "TLD (TDF/3TC/DTG)",
                                       "raltegravir + TDF/FTC", "dolutegravir + TDF/FTC"]),
               " at %02d:%02d" % (h1 + 1, rng.randrange(60)), " (",
               str(h1 + 1 - h0 if ex == d else h1 + 25 - h0), " h post-exposure), 28-day supply; "
                                                             "side-effects counselling given.")
    else:
        n.line("HIV PEP not indicated; risk discussed.")
    if "HBsAg positive" in src:
        n.line("HBIG 0.06 mL/kg IM + hep B vaccine booster given.")
    n.line("Follow-up: 2 weeks ", K.D(rng, F.shift(d, 14), country, "short"), "; 6 weeks ",
           K.D(rng, F.shift(d, 42), country), "; 3 months ", K.D(rng, F.shift(d, 91), country),
           "; 6 months ", K.D(rng, F.shift(d, 182), country))
    if country == "US":
        n.line("Workers' compensation claim #: ", (F.accession(rng, d.year, "WC"), "IDNUM"),
               "   Incident report: ", ("IR-" + F.digits(rng, 6), "IDNUM"))
    else:
        n.line("COIDA (WCL.2) ref: ", (F.accession(rng, d.year, "WCL"), "IDNUM"),
               "   Incident no: ", ("INC" + F.digits(rng, 5), "IDNUM"))
    n.line("Counselled re: safer sex/condoms, no blood donation, report fever/rash.")
    if rng.random() < 0.3:
        n.line("PEP info sheet: ", (F.url(rng, "pep"), "URL"))
    n.blank()
    if ohn.role == "MD":
        K.signature(rng, n, country, ohn, d, "Occupational Health")
    else:
        n.line("Assessed by: ", F.nurse_ref(rng, ohn, country), rng.choice(
            [", Occupational Health", ""]), "  ", K.D(rng, d, country))
        if rng.random() < 0.5:
            n.line("OH direct line ", (F.phone(rng, country), "PHONE"), ", after hours ",
                   (F.phone(rng, country), "PHONE"))
        if country == "ZA" and rng.random() < 0.5:
            n.line("SANC ", (F.sanc(rng), "LICENSE"))


def travel(rng, n, country):
    d = F.rand_date(rng)
    pt = F.new_patient(rng, country, d, 17, 76)
    site = rng.choice([K.hospital(rng, country), K.clinic(rng, country)])
    doc = F.new_staff(rng, country, "MD")
    n.line(site, " - ", rng.choice(["Returned Traveller Fever Assessment",
                                     "Travel Medicine: Febrile Returned Traveller",
                                     "ED ID Consult - Fever after travel"]))
    K.header_ids(rng, n, country, pt, d)
    n.line("Seen: ", K.D(rng, d, country), " ", K.hm(rng), "   Clinician: ", F.dr(rng, doc, country))
    n.blank()
    region = rng.choice(REGIONS)
    dest = [pools.TRAVEL[i] for i in rng.sample(region, min(len(region), rng.randint(1, 3)))]
    dep = F.shift(d, -rng.randint(14, 60))
    ret = F.shift(d, -rng.randint(2, 13))
    purpose = rng.choice(["VFR", "business", "tourism/safari", "mission work", "backpacking",
                          "wedding"])
    n.line("ITINERARY")
    n.line("Departed ", K.D(rng, dep, country), " - returned ", K.D(rng, ret, country),
           "; purpose: ", purpose, rng.choice([
               "", "", "", [" (over ", (rng.choice(["Easter", "Christmas", "Thanksgiving"
                                                    if country == "US" else "Heritage Day"]),
                                        "DATE"), ")"]]))
    leg = dep
    if country == "ZA" and rng.random() < 0.3:
        park, prov = rng.choice([("Kruger National Park", "Mpumalanga"),
                                 ("Kruger National Park", "Limpopo"),
                                 ("Mapungubwe National Park", "Limpopo"),
                                 ("Ndumo Game Reserve", "KwaZulu-Natal"),
                                 ("Tembe Elephant Park", "KwaZulu-Natal")])
        leg2 = F.shift(leg, rng.randint(3, 7))
        n.line("  - ", (park, "LOCATION_OTHER"), ", ", (prov, "STATE"), ": ",
               (F.fmt_date(rng, leg, country, "short"), "DATE"), "-",
               (F.fmt_date(rng, leg2, country, "short"), "DATE"), " (malaria-risk area, camping)")
        leg = leg2
    for c, cities in dest:
        city = rng.choice(cities)
        leg2 = F.shift(leg, rng.randint(3, 12))
        if leg2 > ret:
            leg2 = ret
        n.line("  - ", (city, "CITY"), ", ", (c, "COUNTRY"), ": ",
               (F.fmt_date(rng, leg, country, "short"), "DATE"), "-",
               (F.fmt_date(rng, leg2, country, "short"), "DATE"),
               rng.choice([" (urban, hotel)", " (rural village, no bednet)", " (stayed with family)",
                           " (game lodge)", ""]))
        leg = leg2
    if purpose == "VFR":
        rel, fp = K.relative(rng, country, pt)
        n.line("Stayed with ", rel, " ", fp.full(), "; ", rng.choice(["several relatives also "
                                                                       "febrile", "no sick contacts",
                                                                       "cousin had malaria"]), ".")
    elif purpose == "business":
        n.line("Travelled for ", K.employer(rng, country), " (works as ",
               K.profession(rng, country), ").")
    lm = [LM[c] for c, _ in dest if c in LM]
    if lm and (purpose == "tourism/safari" or rng.random() < 0.4):
        art, name = rng.choice(lm)
        n.line("Visited ", art, (name, "LOCATION_OTHER"), "; ", rng.choice(["game drives", "swam in the lake",
                                                             "hiked for 5 days", "river rafting"]),
               ".")
    n.blank()
    n.line("PRE-TRAVEL")
    if rng.random() < 0.6:
        n.line("Seen at ", rng.choice([K.clinic(rng, country), (rng.choice(
            ["Harbor Crest Travel Clinic", "Compass Travel Health", "Meridian Travel Clinic"]),
            "HOSPITAL")]), " on ", K.D(rng, F.shift(dep, -rng.randint(7, 60)), country), ".")
        n.line("Vaccines: ", ", ".join(rng.sample(["typhoid (Vi)", "hep A", "yellow fever",
                                                   "rabies PrEP x2", "cholera (oral)",
                                                   "MMR", "Tdap", "meningococcal ACWY"],
                                                  rng.randint(2, 4))))
        if rng.random() < 0.5:
            n.line("Yellow fever certificate (ICVP) no. ", (F.accession(rng, dep.year, "YF"),
                                                             "LICENSE"))
    else:
        n.line("No pre-travel consultation.")
    n.line("Malaria chemoprophylaxis: ", rng.choice([
        "atovaquone-proguanil, stopped on return (did not complete 7 days post)",
        "doxycycline 100 mg daily, missed several doses", "none",
        "mefloquine weekly, adherent", "none - 'grew up there, immune'"]))
    n.blank()
    n.line("HISTORY")
    onset = F.shift(ret, rng.randint(-2, 8))
    if onset > d:
        onset = d
    n.add(rng.choice([pt.honor(rng, country), pt.full(), pt.firstname()]), ", ",
          F.age_pieces(rng, pt.age, pt.sex, rng.choice([1, 4, 5])), ", ")
    if rng.random() < 0.6:
        n.add(rng.choice(["a ", "works as a "]), K.profession(rng, country), ", ")
    n.add("reports fever from ", K.D(rng, onset, country, rng.choice(["short", "wdshort"])),
          rng.choice([" with rigors, headache and myalgia", " with diarrhoea and abdominal pain",
                      " with rash and retro-orbital pain", " with an eschar on the L ankle",
                      " with cough and pleuritic pain"]), ". ")
    n.add(rng.choice(["Mosquito bites++. ", "Tick bites on safari. ", "Freshwater swimming. ",
                      "Ate street food and raw shellfish. ", "New sexual partner while away. ",
                      "Bitten by a monkey (no PEP). "]))
    if rng.random() < 0.4:
        comp = K.fam(rng, country)
        n.add("Travel companion ", comp.full(), " ", rng.choice(["also unwell", "well"]), ". ")
    n.add("\n")
    n.blank()
    n.line("EXAM: ", C.vitals(rng, country, febrile=True))
    res, plan = rng.choice([
        ("Thick/thin smear: Plasmodium falciparum, parasitaemia " + C.r1(rng, 0.3, 8.5) + "%",
         None),
        ("Malaria RDT: HRP2 positive; smear P. falciparum " + C.r1(rng, 0.5, 4) + "%", None),
        ("Malaria smears x3 negative; dengue NS1 positive, IgM negative",
         "Dengue: supportive care; watch for warning signs (plt, Hct); avoid NSAIDs."),
        ("Smears negative; blood culture: Salmonella Typhi (cipro R)",
         "Enteric fever: ceftriaxone 2 g IV daily, then azithromycin per susceptibility."),
        ("Smears negative; Rickettsia africae PCR (eschar swab) positive",
         "African tick bite fever: doxycycline 100 mg BID x 7 days."),
        ("Smears negative; HIV Ag/Ab reactive, HIV RNA >1,000,000 (acute HIV)",
         "Acute HIV: refer to HIV clinic, same-day ART; partner services."),
        ("Smears negative; Leptospira PCR positive",
         "Leptospirosis: doxycycline; monitor renal function and for pulmonary haemorrhage.")])
    if "falciparum" in res:
        ex = rng.choice(["Jaundiced, splenomegaly 3 cm BCM.", "Confused (GCS 13), no neck "
                                                              "stiffness.", "Pale, no rash."])
    elif "dengue" in res:
        ex = "Maculopapular rash trunk, petechiae legs; tourniquet test positive."
    elif "Typhi" in res:
        ex = rng.choice(["Rose spots on abdomen; relative bradycardia.", "Tender RIF, no rash."])
    elif "Rickettsia" in res:
        ex = "Black eschar L ankle with tender inguinal nodes."
    elif "HIV" in res:
        ex = "Maculopapular rash trunk; oral ulcers; cervical lymphadenopathy."
    else:
        ex = "Conjunctival suffusion; calf tenderness."
    n.line(ex)
    n.blank()
    n.line("RESULTS")
    n.line(res)
    n.line(C.basic_labs(rng, country))
    n.line(C.lft(rng), "; lactate ", C.r1(rng, 0.9, 5.2))
    n.line("Specimen no. ", (F.accession(rng, d.year, "H"), "IDNUM"))
    n.blank()
    n.line("ASSESSMENT/PLAN")
    if plan is None:
        n.line("Falciparum malaria", rng.choice([" - severe (parasitaemia/jaundice)", ", uncomplicated"]),
               ". IV artesunate 2.4 mg/kg at 0, 12, 24 h then daily; switch to artemether-"
               "lumefantrine when tolerating PO. Daily smears. ",
               rng.choice(["Admit to ICU.", "Admit to ward.", "High care bed."]))
    else:
        n.line(plan)
    n.line("Notifiable condition: ", rng.choice(["yes - reported to health department",
                                                 "no", "yes - NMC notification submitted"]))
    if rng.random() < 0.5:
        n.line("Passport no. ", (letters_digits(rng), "IDNUM"), " recorded for notification form.")
    if rng.random() < 0.4:
        n.line("Contact: ", (pt.phone, "PHONE"), " / ",
               (F.email(rng, pt.first, pt.last), "EMAIL"))
    else:
        n.line("Contact: ", (pt.phone, "PHONE"))
    n.blank()
    K.signature(rng, n, country, doc, d, "Infectious Diseases / Travel Medicine")


# indices into pools.TRAVEL by region
REGIONS = [[0, 1, 2, 3, 4, 5, 6, 7, 8, 19, 20, 21, 22, 23, 24, 25, 27],
           [9, 10, 11, 12, 18, 26], [13, 14, 15, 16, 17, 28]]
LM = {"Botswana": ("the ", "Okavango Delta"), "Zambia": ("", "Victoria Falls"),
      "Zimbabwe": ("", "Victoria Falls"), "Malawi": ("", "Lake Malawi"),
      "Kenya": ("the ", "Masai Mara"), "Tanzania": ("", "Mount Kilimanjaro"),
      "Uganda": ("", "Lake Victoria"), "Peru": ("", "Machu Picchu"),
      "Cambodia": ("", "Angkor Wat"), "Mozambique": ("", "Bazaruto Archipelago"),
      "Brazil": ("the ", "Anavilhanas Archipelago"), "Eswatini": ("", "Hlane Royal Park")}


def letters_digits(rng):
    return F.letters(rng, rng.choice([1, 2])) + F.digits(rng, 7)
