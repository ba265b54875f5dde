"""Genres: immunisation compliance record, travel health consultation,
student health insurance waiver / billing record."""

import datetime as dt

import blocks as B
import clinical as C
import phi
import pools_places as PP

DEST_CITIES = {
    "Peru": ["Cusco", "Lima", "Puerto Maldonado", "Arequipa"], "Bolivia": ["La Paz", "Sucre", "Uyuni"],
    "Ecuador": ["Quito", "Tena", "Cuenca"], "Colombia": ["Medellin", "Leticia", "Cartagena"],
    "Brazil": ["Manaus", "Salvador", "Belem"], "Costa Rica": ["San Jose", "Puerto Viejo", "Monteverde"],
    "Guatemala": ["Antigua", "Quetzaltenango"], "Mexico": ["Oaxaca", "Merida", "Chiapas"],
    "Kenya": ["Nairobi", "Kisumu", "Nanyuki"], "Tanzania": ["Arusha", "Moshi", "Zanzibar"],
    "Uganda": ["Kampala", "Gulu", "Mbarara"], "Ghana": ["Accra", "Tamale", "Cape Coast"],
    "Ethiopia": ["Addis Ababa", "Gondar"], "Madagascar": ["Antananarivo", "Ranomafana"],
    "Malawi": ["Lilongwe", "Blantyre"], "Senegal": ["Dakar", "Saint-Louis"],
    "India": ["Delhi", "Varanasi", "Pune", "Leh"], "Nepal": ["Kathmandu", "Pokhara", "Lukla"],
    "Vietnam": ["Hanoi", "Hue", "Ho Chi Minh City"], "Cambodia": ["Siem Reap", "Phnom Penh"],
    "Laos": ["Luang Prabang", "Vientiane"], "Thailand": ["Chiang Mai", "Bangkok", "Krabi"],
    "Indonesia": ["Yogyakarta", "Ubud", "Flores"], "Philippines": ["Cebu", "Palawan", "Davao"],
    "Myanmar": ["Yangon", "Bagan"], "Sri Lanka": ["Kandy", "Galle"], "Papua New Guinea": ["Lae", "Goroka"],
    "Fiji": ["Suva", "Nadi"], "Morocco": ["Marrakesh", "Fes", "Chefchaouen"], "Egypt": ["Luxor", "Aswan"],
    "Mongolia": ["Ulaanbaatar"], "Cameroon": ["Buea", "Yaounde"], "Mozambique": ["Maputo", "Tofo"],
    "Namibia": ["Windhoek", "Swakopmund"], "Bangladesh": ["Dhaka", "Sylhet"], "Nicaragua": ["Leon", "Granada"],
    "Honduras": ["Roatan", "Tegucigalpa"],
}
CALLING = {"Peru": 51, "Bolivia": 591, "Ecuador": 593, "Colombia": 57, "Brazil": 55, "Costa Rica": 506, "Guatemala": 502,
           "Mexico": 52, "Kenya": 254, "Tanzania": 255, "Uganda": 256, "Ghana": 233, "Ethiopia": 251, "Madagascar": 261,
           "Malawi": 265, "Senegal": 221, "India": 91, "Nepal": 977, "Vietnam": 84, "Cambodia": 855, "Laos": 856,
           "Thailand": 66, "Indonesia": 62, "Philippines": 63, "Myanmar": 95, "Sri Lanka": 94, "Papua New Guinea": 675,
           "Fiji": 679, "Morocco": 212, "Egypt": 20, "Mongolia": 976, "Cameroon": 237, "Mozambique": 258, "Namibia": 264,
           "Bangladesh": 880, "Nicaragua": 505, "Honduras": 504}
PURPOSES = ["a field course in tropical ecology", "volunteering at a rural clinic", "a semester abroad",
            "an elective placement (medicine)", "backpacking over the summer break", "a research trip (soil sampling)",
            "visiting family (VFR traveller)", "an engineering outreach project"]
NGOS = ["Manos Abiertas Foundation", "Bridges of Hope Trust", "Kijiji Health Partners", "Green Canopy Research Station",
        "Lumbini Learning Project", "OpenWater Build Collective", "Pacific Reef Survey Initiative"]


def immunization(rng, n, cs):
    req = {"US": "IMMUNIZATION COMPLIANCE RECORD", "UK": "Vaccination History & Occupational Health Clearance",
           "CA": "IMMUNIZATION REVIEW - HEALTH SCIENCES PLACEMENT", "AU": "Immunisation Compliance - Clinical Placement"}[cs.c]
    B.header(n, cs, req, addr=False, contacts=rng.random() < 0.5)
    B.demo(n, cs, ["name", "dob", "sid"] + rng.sample(["mrn", "email", "phone", "netid", "plan"], 2), layout=rng.choice(["lines", "pairs"]))
    prog = rng.choice(["Nursing (BSN)", "MBBS/MD Year 3", "Education - practicum", "Physiotherapy", "Residence requirement",
                       "Veterinary Science", "All incoming students"])
    n.t("Program/requirement set: " + prog + "\n")
    n.f("Entry term: " + rng.choice(["Fall", "Spring", "Semester 1", "Michaelmas"]) + " {y}\n", y=(str(cs.visit.year), "DATE"))
    if cs.intl:
        n.f("Records source: home-country vaccination card ({c}) - translated copy reviewed.\n", c=(cs.home_country, "COUNTRY"))
    n.nl()
    n.t("Vaccine            | Date(s) administered              | Source            | Status\n")
    n.t("-------------------+-----------------------------------+-------------------+---------\n")
    dob = cs.dob
    for short, long_ in C.pick(rng, C.VACCINES, rng.randint(5, 8)):
        n.t("%-18s | " % short)
        k = 2 if short in ("MMR", "Varicella", "MenB") else 3 if short == "Hep B" else 1
        sty = rng.choice(["num", "iso", "dash", "num"])
        w = 0
        for i in range(k):
            if short in ("MMR", "Varicella", "Hep B", "Polio IPV"):
                dd = phi.add_days(dob, 365 + i * rng.randint(30, 1400))
            else:
                dd = phi.add_days(cs.visit, -rng.randint(10, 2000))
            s = cs.d(dd, sty)
            n.p(s, "DATE")
            w += len(s)
            if i < k - 1:
                n.t(", ")
                w += 2
        n.t(" " * max(1, 34 - w) + "| " + "%-17s | " % rng.choice(["State IIS import", "Provider record", "Self-upload",
                                                                     "Titer", "Given here", "GP printout"]))
        n.t(rng.choice(["Met", "Met", "Met", "Pending review", "Not met"]) + "\n")
    n.t("\n" + rng.choice(C.TB_LINES) + "\n")
    for t in C.pick(rng, C.TITERS, rng.randint(1, 2)):
        n.f(t + " (collected {d}; lab no. {a})\n", d=(cs.day(-rng.randint(5, 60), rng.choice(["num", "short", "dmy_txt"])), "DATE"),
            a=(phi.idnum(rng, "acc"), "IDNUM"))
    n.nl()
    vx = rng.choice(C.VACCINES)
    exp = dt.date(cs.visit.year + rng.randint(1, 2), rng.randint(1, 12), 1)
    n.f("Administered today ({d}): " + vx[0] + " (" + vx[1] + ") 0.5 mL IM " + rng.choice(["L", "R"]) +
        " deltoid. Lot " + C.lot(rng) + ", exp " + "%02d/%d" % (exp.month, exp.year) + ". VIS/leaflet given. ",
        d=(cs.d(None, rng.choice(["num", "short"])), "DATE"))
    n.t("Observed 15 min, no reaction.\nGiven by: ")
    n.seg(cs.sname("rn", 0, rng.choice(["full_cred", "init_cred"])))
    n.nl()
    n.nl()
    r = rng.random()
    if r < 0.4:
        n.f("STATUS: NON-COMPLIANT. Registration hold placed {d}. Student notified by email to {e}.\n",
            d=(cs.day(-rng.randint(1, 20), rng.choice(["num", "mon_day"])), "DATE"), e=(cs.email, "EMAIL"))
        n.f("Next dose due on or after {d}.\n", d=(cs.day(rng.randint(28, 180), rng.choice(["num", "dmy_txt", "mdy_txt"])), "DATE"))
    elif r < 0.75:
        n.f("STATUS: COMPLIANT - hold released {d}.\n", d=(cs.d(None, rng.choice(["num", "iso"])), "DATE"))
    else:
        n.t("STATUS: PROVISIONAL (medical exemption - ")
        n.t(rng.choice(["pregnancy - live vaccines deferred", "documented anaphylaxis to gelatin", "immunosuppressed (on infliximab)"]) + ")\n")
    if "placement" in req.lower() or "Nursing" in prog or rng.random() < 0.3:
        n.f("Clinical placement site: {h}, start {d}\n", h=(cs.hospital, "HOSPITAL"),
            d=(cs.day(rng.randint(7, 60), rng.choice(["num", "dmy_txt", "mdy_txt"])), "DATE"))
    if rng.random() < 0.5:
        n.f("Documents uploaded via {u} by user {un} (IP {ip}).\n", u=(phi.url(rng, "/immunizations/upload"), "URL"),
            un=(cs.netid, "USERNAME"), ip=(phi.ip(rng), "IPADDR"))
    n.t("Reviewed by: ")
    n.seg(cs.sname(rng.choice(["rn", "ma"]), 1, rng.choice(["full_cred", "lastfirst", "full"])))
    n.f("  {d}\n", d=(cs.d(None, "num"), "DATE"))


# ---------------------------------------------------------------- travel
def travel(rng, n, cs):
    dests = rng.sample(sorted(DEST_CITIES), rng.choice([1, 1, 2]))
    B.header(n, cs, rng.choice(["TRAVEL HEALTH CONSULTATION", "Travel Clinic - Pre-travel Risk Assessment",
                                "Travel Medicine Consult Note"]), addr=rng.random() < 0.3)
    n.f("Consult date: {d}\n", d=(cs.d(), "DATE"))
    B.demo(n, cs, ["name", "dob", "mrn"] + rng.sample(["sid", "phone", "email", "plan", "acct", "ssn"], 2))
    dep = phi.add_days(cs.visit, rng.randint(14, 90))
    ret = phi.add_days(dep, rng.randint(10, 150))
    n.nl()
    n.t("ITINERARY\n")
    for dname in dests:
        cities = rng.sample(DEST_CITIES[dname], min(len(DEST_CITIES[dname]), rng.randint(1, 3)))
        n.t("- ")
        n.p(dname, "COUNTRY")
        n.t(": ")
        for i, c in enumerate(cities):
            if i:
                n.t(", ")
            n.p(c, "CITY")
        n.t(rng.choice([" (urban + rural)", " (rural, homestay)", " (altitude > 2,500 m)", ""]) + "\n")
    sty = rng.choice(["num", "dmy_txt", "mdy_txt", "iso"])
    n.f("Depart {a}, return {b} (%d weeks). Purpose: " % max(1, (ret - dep).days // 7) + rng.choice(PURPOSES) + ".\n",
        a=(cs.d(dep, sty), "DATE"), b=(cs.d(ret, sty), "DATE"))
    if rng.random() < 0.6:
        n.f("Host organisation: {o}; in-country contact ", o=(rng.choice(NGOS), "ORGANIZATION"))
        n.seg(phi.name(rng, phi.make_person(rng), "FAMILY", rng.choice(["full", "first"]), cs.c))
        n.f(" ({p})\n", p=("+%d %d 555 %03d" % (CALLING.get(dests[0], 44), rng.randint(20, 99), rng.randint(0, 999)), "PHONE"))
    n.t("\nHISTORY\nPMH: " + C.pmh_line(rng) + ". Meds: " + C.meds_line(rng) + ". Allergies: " + rng.choice(C.ALLERGIES) + ".\n")
    n.t("Egg allergy: no. Immunocompromise: no. Pregnancy possible: " + rng.choice(["no", "N/A", "discussed"]) + ".\n")
    if cs.intl:
        n.f("Born in {c}; ", c=(cs.home_country, "COUNTRY"))
        n.t("previous travel: ")
        n.p(rng.choice(PP.WORLD), "COUNTRY")
        n.f(" {y}.\n", y=(str(cs.visit.year - rng.randint(1, 5)), "DATE"))
    n.t("\nRISK ASSESSMENT\n")
    n.t(rng.choice(["Malaria: P. falciparum risk in rural/lowland areas; none in highland cities.",
                    "Malaria: high risk (rural, rainy season). Chloroquine resistance.", "Malaria: low/no risk on itinerary."]) + "\n")
    n.t(rng.choice(["Dengue/Zika/chikungunya: daytime bite avoidance, DEET 30-50%.",
                    "Altitude: ascent to 3,400 m - AMS counselling, Lake Louise score explained.",
                    "Rabies: working with animals / remote > 24 h from care.", "Schistosomiasis: avoid freshwater lake swimming.",
                    "Japanese encephalitis: rural rice-paddy exposure > 1 month - Ixiaro advised.",
                    "Ticks: Lyme disease / Rocky Mountain spotted fever style risks discussed; permethrin for clothing."]) + "\n")
    n.t("Food/water, travellers' diarrhoea (azithromycin 1 g stat standby), road safety, sexual health, insurance.\n\n")
    n.t("VACCINES TODAY\n")
    for name, prod in C.pick(rng, C.TRAVEL_VAX, rng.randint(1, 3)):
        n.t("- " + name + " (" + prod + ") lot " + C.lot(rng) + " " + rng.choice(["L", "R"]) + " deltoid\n")
    if rng.random() < 0.4:
        n.f("Yellow fever: Stamaril given; ICVP certificate no. {c} valid for life from {d}.\n",
            c=(phi.idnum(rng, "order"), "IDNUM"), d=(cs.day(10, rng.choice(["num", "dmy_txt"])), "DATE"))
    n.t("\nPRESCRIPTIONS\n")
    n.t(rng.choice(["Atovaquone/proguanil 250/100 mg daily, start 1-2 days before, continue 7 days after leaving.",
                    "Doxycycline 100 mg daily, start 1-2 days before, continue 4 weeks after. Photosensitivity warned.",
                    "Mefloquine not advised (anxiety history).", "No malaria chemoprophylaxis required."]) + "\n")
    if rng.random() < 0.5:
        n.t("Acetazolamide 125 mg BID from the day before ascent.\n")
    if rng.random() < 0.6:
        n.f("Travel insurance: policy {p} (" + rng.choice(["university travel cover", "personal policy", "via study abroad office"]) + ")\n",
            p=(phi.healthplan(rng, "US"), "HEALTHPLAN"))
    n.f("Handouts/links: {u}\n", u=(phi.url(rng, rng.choice(["/travel/malaria", "/travel-clinic/checklist", "/travel/altitude"])), "URL"))
    n.t("Fee: $%d (not covered)  Receipt " % rng.randint(45, 320))
    n.p(phi.account(rng), "ACCOUNT")
    n.nl(2)
    B.signature(n, cs, rng.choice(["np", "md", "rn"]))


# ---------------------------------------------------------------- insurance waiver / billing
def insurance(rng, n, cs):
    us = cs.c == "US"
    title = {"US": "STUDENT HEALTH INSURANCE WAIVER REQUEST", "UK": "Student Health Charges / IHS Verification",
             "CA": "HEALTH PLAN OPT-OUT / UHIP ENROLMENT RECORD", "AU": "OSHC Verification & Billing Record"}[cs.c]
    n.t(title + "\n")
    n.f("{u} - Student Financial Services / Health Service Billing\n", u=(cs.uni, "ORGANIZATION"))
    n.f("Submitted: {d} " + B.hhmm(rng) + "   Confirmation: {c}\n", d=(cs.d(None, rng.choice(["num", "iso", "mdy_txt"])), "DATE"),
        c=(phi.idnum(rng, "order"), "IDNUM"))
    n.nl()
    n.t("SECTION A - STUDENT\n")
    B.demo(n, cs, ["name", "dob", "sid"] + rng.sample(["email", "phone", "addr", "netid"], 2), layout="lines")
    if us:
        n.f("SSN: {s}\n", s=(phi.ssn(rng, "US"), "SSN"))
    elif cs.c == "CA" and rng.random() < 0.7:
        n.f("SIN: {s}\n", s=(phi.ssn(rng, "CA"), "SSN"))
    elif cs.c == "AU" and rng.random() < 0.5:
        n.f("TFN (for HELP/billing): {s}\n", s=(phi.ssn(rng, "AU"), "SSN"))
    if cs.intl or not us:
        n.f("Passport no.: {p}   Country of issue: {c}\n", p=(phi.letters(rng, 2) + phi.digits(rng, 7), "IDNUM"),
            c=(cs.home_country if cs.intl else rng.choice(PP.COUNTRY_NAME[cs.c]), "COUNTRY"))
    if cs.c == "UK":
        n.f("IHS reference: {r}   BRP/eVisa share code: {s}\n", r=("IHS" + phi.digits(rng, 9), "IDNUM"),
            s=(phi.letters(rng, 3) + " " + phi.letters(rng, 3) + " " + phi.letters(rng, 3), "IDNUM"))
    if cs.c == "AU":
        n.f("Visa grant no.: {v} (subclass 500)\n", v=(phi.digits(rng, 13), "IDNUM"))
    n.nl()
    n.t("SECTION B - ALTERNATIVE / CURRENT COVERAGE\n")
    ins = rng.choice(["Keystone Mutual", "BlueStar PPO", "Crestline Health", "Harbourline", "Southern Star",
                      "Maple Shield Benefits", "Coralsea Health", "Northway Assurance"])
    ptype = {"US": ["PPO", "HMO", "EPO", "HDHP"], "UK": ["Private medical insurance", "Travel/medical cover"],
             "CA": ["Extended health", "Parent's group benefits", "UHIP"], "AU": ["OSHC Essentials", "OSHC Comprehensive",
                                                                           "Overseas Visitor Cover"]}[cs.c]
    n.f("Insurer: {i}   Plan type: " + rng.choice(ptype) + "\n",
        i=(ins, "ORGANIZATION"))
    n.f("Member ID: {m}   Group no.: {g}\n", m=(cs.plan if us else phi.healthplan(rng, "US"), "HEALTHPLAN"), g=(phi.group_no(rng), "HEALTHPLAN"))
    par = cs.family(0)
    n.t("Policyholder: ")
    n.seg(cs.fname(par, rng.choice(["full", "lastfirst", "LASTFIRST"])))
    n.f("   Relationship: " + rng.choice(["parent", "mother", "father", "spouse", "guardian"]) + "   Policyholder DOB: {d}\n",
        d=(cs.d(dt.date(cs.dob.year - rng.randint(22, 38), rng.randint(1, 12), rng.randint(1, 28)), "num"), "DATE"))
    n.f("Policyholder employer: {e} (" + "{p})\n", e=(rng.choice(PP.EMPLOYERS + ["Harlan County Schools", "Delphi Freight Lines"]), "ORGANIZATION"),
        p=(rng.choice(PP.REL_PROFESSIONS), "PROFESSION"))
    n.f("Insurer claims phone: {p}\n", p=(phi.phone(rng, cs.c, mobile=False), "PHONE"))
    n.nl()
    n.t("SECTION C - BILLING ACTIVITY\n")
    n.f("Health service account: {a}\n", a=(phi.account(rng), "ACCOUNT"))
    d = cs.visit
    for i in range(rng.randint(2, 5)):
        d = phi.add_days(d, -rng.randint(3, 40))
        code = rng.choice(["99213 Office visit est.", "87880 Rapid strep", "81025 Urine hCG", "90686 Flu vaccine",
                           "36415 Venipuncture", "87491 CT NAAT", "J1885 Ketorolac inj", "99395 Preventive 18-39"])
        n.f("{d}  " + code + "  $%d.00  Claim {c}  " % rng.randint(15, 240) + rng.choice(["PAID", "DENIED - COB", "PENDING", "PT RESP"]) + "\n",
            d=(cs.d(d, rng.choice(["num", "num2"])), "DATE"), c=(phi.account(rng), "ACCOUNT"))
    n.nl()
    n.t("Attestation: I certify the above coverage meets the " + rng.choice(["ACA minimum essential coverage", "institutional", "visa condition 8501"]) +
        " requirements. Electronically signed by student.\n")
    n.f("Session: user {u}, IP {ip}, {url}\n", u=(cs.netid, "USERNAME"), ip=(phi.ip(rng), "IPADDR"), url=(phi.url(rng, "/waiver/submit"), "URL"))
    n.t("\nDecision: " + rng.choice(["APPROVED - waiver granted", "DENIED - plan lacks in-area coverage", "MORE INFO REQUESTED"]) + " by ")
    n.seg(phi.staff_name(rng, cs.staff("ma", 3), rng.choice(["full", "lastfirst", "initials"])))
    n.f(" on {d}. Appeals: {e}\n", d=(cs.day(rng.randint(1, 10), "num"), "DATE"),
        e=(phi.generic_email(rng, rng.choice(["insurance", "ship.waivers", "healthbilling"])), "EMAIL"))
