"""Genres A: pharmacy consultation, vaccination record, mass-immunisation log,
travel clinic, medication review, medication reconciliation."""
import datetime as dt

import blocks as B
import neg as N
import pools as P


def td(n):
    return dt.timedelta(days=n)


def ref(x, pt, cap=True):
    """Refer to the patient inside narrative: pieces."""
    f = x.ch(["title", "first", "full", "pt", "title", "first"])
    if f == "pt":
        return [x.ch(["Pt", "Patient", "The patient"]) if cap else x.ch(["pt", "the patient"])]
    return x.name(pt, "PATIENT", f)


COMPLAINTS = [
    ("UTI", "dysuria and frequency x2 days, no loin pain, no fever", "Uncomplicated lower UTI (N30.00) - meets PGD criteria",
     "nitrofurantoin MR 100 mg BD x3 days supplied", "F", (16, 64)),
    ("sore throat", "sore throat x4 days, no cough, tender nodes", "Acute pharyngitis (J02.9), FeverPAIN 4",
     "phenoxymethylpenicillin 500 mg QDS x5 days supplied", None, (5, 70)),
    ("shingles", "painful vesicular rash L T6 dermatome, onset 48 h ago", "Herpes zoster (B02.9), no eye involvement",
     "aciclovir 800 mg 5x daily x7 days supplied", None, (18, 90)),
    ("impetigo", "golden crusted lesions around nares, localised <4 lesions", "Localised non-bullous impetigo (L01.00)",
     "hydrogen peroxide 1% cream TDS x5 days", None, (2, 60)),
    ("sinusitis", "facial pain, purulent discharge x12 days", "Acute sinusitis, symptoms >10 days",
     "mometasone nasal spray 2 sprays BD x14 days; no antibiotic", None, (12, 80)),
    ("otitis media", "ear pain x2 days, temp 38.1 C, no discharge", "Acute otitis media, 1-17 yr pathway",
     "phenazone/lidocaine ear drops; delayed amoxicillin not required", None, (1, 17)),
    ("insect bite", "infected insect bite R lower leg, spreading erythema 3 cm, marked", "Infected insect bite",
     "flucloxacillin 500 mg QDS x5 days", None, (4, 80)),
    ("BP check", "attending for case-finding BP check, no symptoms", "Clinic BP raised; ABPM offered",
     "ABPM fitted, return in 24 h; letter to GP", None, (40, 85)),
    ("EHC", "unprotected intercourse 36 h ago, LMP 2 weeks ago", "Emergency contraception required",
     "levonorgestrel 1.5 mg supplied and taken in pharmacy", "F", (16, 45)),
    ("smoking cessation", "smokes 20/day, CO reading 24 ppm, wants to quit", "Tobacco dependence",
     "NRT patch 21 mg/24 h + inhalator; quit date set", None, (18, 75)),
    ("conjunctivitis", "red sticky eyes bilateral x3 days, no photophobia", "Bacterial conjunctivitis",
     "chloramphenicol 0.5% eye drops QDS x5 days", None, (2, 80)),
    ("COVID test-to-treat", "positive home antigen test, symptom onset 3 days ago", "COVID-19, eligible for antiviral",
     "nirmatrelvir/ritonavir 300/100 mg BID x5 days after DDI check", None, (50, 90)),
]


def pharmacy_consult(x, d):
    pt = x.person()
    comp = x.ch(COMPLAINTS)
    if comp[4]:
        pt.sex = comp[4]
    age = x.r.randint(*comp[5])
    pt = x.person(sex=pt.sex, age=age)
    ph = x.pharmacy()
    title = {"UK": x.ch(["Pharmacy First Consultation Record", "Clinical Pathway Consultation", "CPCS Referral - Consultation Record"]),
             "CA": x.ch(["Minor Ailment Assessment", "Pharmacist Assessment & Prescribing Record", "Minor Ailments Service Note"]),
             "US": x.ch(["Pharmacist Clinical Consultation", "Test-to-Treat Assessment", "Pharmacy Clinical Services Note"])}[x.c]
    B.header(d, x, ph, title=title)
    rph = x.staff("pharm")
    d.nl("Date: ", x.date(x.today), "   Time: ", x.ch(N.TIMES), "   Location: ", ("LOCATION_OTHER", x.ch(P.ROOMS[:3])))
    B.demo(d, x, pt, ["name", "dob", "sex", "id", "addr", "phone"] + (["gp"] if x.p(0.6) else []))
    if x.c == "UK" and x.p(0.6):
        d.nl("Referral source: ", x.ch(["NHS 111", "GP practice - ", "walk-in"]),
             *([("HOSPITAL", x.clinic())] if x.p(0.5) else []), "   Ref: ", ("IDNUM", x.idnum(x.ch(["CPCS-", "PF-", "111-"]))))
    d.nl()
    d.nl(x.ch(["Presenting complaint: ", "PC: ", "Reason for visit: ", "S: "]), comp[1], ".")
    acc = None
    if age < 16 or x.p(0.3):
        acc, rel = B.fam_mention(x, pt, x.ch(["mother", "father", "grandmother", "carer"]) if age < 16 else None)
        d.nl("Attended with ", rel, " ", x.name(acc, "FAMILY", x.ch(["full", "first", "title"])),
             " who gave consent." if age < 16 else ".")
    d.t(ref(x, pt), " is ", B.art(age), " ", x.age(age, x.ch(["year", "yo", "y/o", "words"])), " ",
        x.ch(["female", "woman", "F", "lady"]) if pt.sex == "F" else x.ch(["male", "man", "M", "gentleman"]), ".")
    d.nl(" ", x.ch(N.CLINIC_PHRASES))
    if x.p(0.5) and 17 < age < 67:
        d.nl("Works as a ", ("PROFESSION", x.ch(P.PROFESSIONS)), x.ch([", ", " at ", "; employer "]),
             ("ORGANIZATION", x.ch(P.EMPLOYERS)), ".")
    elif x.p(0.3) and age >= 67:
        d.nl("Retired ", ("PROFESSION", x.ch(P.RETIRED)), "; lives with ", x.ch(["wife", "husband", "daughter", "son"]), " ",
             ("FAMILY", x.person().first), ".")
    if x.p(0.15):
        d.nl("Wants to be well for ", x.holiday(), x.ch([" (family visiting)", "", " - travelling to see grandchildren"]), ".")
    if x.p(0.4):
        d.nl("Symptoms started ", x.ch(["on ", "", "over the weekend - "]), x.date_wd(x.today - td(x.r.randint(1, 5))), ".")
    B.allergies(d, x)
    if x.p(0.6):
        B.meds(d, x, x.r.randint(1, 4))
    B.vitals(d, x)
    if x.p(0.3):
        d.nl(x.ch(N.SCORES))
    d.nl()
    d.nl(x.ch(["Assessment: ", "A: ", "Clinical impression: "]), comp[2])
    d.nl(x.ch(["Plan: ", "P: ", "Outcome: "]), comp[3], ". ", x.ch(N.CLINIC_PHRASES))
    if x.p(0.4):
        B.narrative_neg(d, x, 1)
    if x.p(0.6):
        d.nl("Follow-up: ", x.ch(["review ", "call on ", "recheck "]), x.date(x.today + td(x.r.randint(2, 14))),
             *([" or sooner if worse"] if x.p(0.5) else []))
    if x.p(0.5):
        d.nl("GP notified via ", x.ch(["PharmOutcomes", "email", "fax", "secure message"]), " to ", ("HOSPITAL", x.clinic()),
             " on ", x.date(x.today), ".")
    d.nl()
    B.sign(d, x, rph)
    if x.p(0.25):
        B.audit(d, x, [rph], 2)


def _vax(x, pt_age):
    if pt_age < 2:
        keys = ["menb", "pcv20", "mmr", "hepb"]
    elif pt_age < 18:
        keys = ["hpv", "menacwy", "flu_laiv", "tdap", "flu", "covid"]
    elif pt_age >= 65:
        keys = ["flu_hd", "pcv20", "ppsv23", "rzv", "covid", "rsv", "covid_m"]
    else:
        keys = ["flu", "flu_cc", "covid", "covid_m", "tdap", "hepb", "hpv", "menacwy"]
    k = x.ch(keys)
    return next(v for v in N.VACCINES if v[0] == k)


def site_for(x, v):
    if v[4] == "intranasal":
        return "nares (both)"
    if v[4] == "PO":
        return "oral"
    if v[4] == "subcut":
        return x.ch(["L upper arm", "R upper arm", "left triceps"])
    return x.ch(N.SITES[:8])


def vaccination_record(x, d):
    age = x.ch([x.r.randint(65, 96), x.r.randint(18, 64), x.r.randint(0, 17), x.r.randint(66, 90)])
    pt = x.person(age=age)
    site = x.ch([x.pharmacy(), x.clinic(), x.pharmacy()])
    title = x.ch(["IMMUNIZATION RECORD" if x.c != "UK" else "IMMUNISATION RECORD", "Vaccine Administration Record",
                  "Vaccination Consent & Administration", "Immunization Encounter"])
    B.header(d, x, site, title=title)
    t0 = x.ch(N.TIMES)
    d.nl("Encounter date: " if x.p(0.5) else "Date of service: ", x.date(x.today), "  ", t0,
         *(["   Visit #: ", ("ACCOUNT", x.account())] if x.p(0.4) else []))
    B.demo(d, x, pt, ["name", "dob", "sex", "id", "addr", "phone"] + (["plan"] if x.c != "UK" and x.p(0.6) else []) +
           (["email"] if x.p(0.3) else []) + (["ssn"] if x.p(0.15) else []))
    d.nl()
    if age < 16:
        par, rel = B.fam_mention(x, pt, x.ch(["mother", "father", "legal guardian", "grandmother"]))
        d.nl("Consent given by: ", x.name(par, "FAMILY", x.ch(["full", "lf"])), " (", rel, ")",
             *(["  tel ", ("PHONE", x.phone())] if x.p(0.5) else []))
        if x.p(0.5):
            d.nl("School: ", ("ORGANIZATION", x.ch(P.SCHOOLS)), "   Year/grade: ", str(x.r.randint(1, 11)))
    elif x.p(0.5):
        elig = x.ch(["age", "occ", "preg", "clinical"])
        if elig == "age":
            d.nl("Eligibility: age ", ("AGE", str(age)), x.ch([" (65+ cohort)", "", " - routine programme"]))
        elif elig == "occ":
            d.nl("Eligibility: occupational - ", ("PROFESSION", x.ch(["care assistant", "nurse", "paramedic", "poultry farmer",
                                                                    "nursery nurse", "social worker", "lab technician"])),
                 ", ", ("HOSPITAL", x.ch(P.CARE_HOMES)) if x.p(0.5) else ("ORGANIZATION", x.ch(P.EMPLOYERS)))
        elif elig == "preg" and pt.sex == "F":
            d.nl("Eligibility: pregnant, ", str(x.r.randint(16, 36)), " weeks gestation; EDD ", x.date(x.today + td(x.r.randint(30, 160))))
        else:
            d.nl("Eligibility: clinical risk group - ", x.ch(["chronic respiratory disease", "diabetes", "CKD stage 3",
                                                               "asplenia", "immunosuppression (methotrexate)"]))
    d.nl("Screening: ", x.ch(["all answers NO", "febrile illness: N; prior reaction: N; bleeding disorder: N; pregnant: N",
                              "prior anaphylaxis: no; anticoagulant: yes (apixaban) - fine gauge needle, pressure 2 min",
                              "Guillain-Barre syndrome within 6 wk of prior flu vaccine: NO"]))
    v = _vax(x, age)
    rows = [v] + ([_vax(x, age)] if x.p(0.3) else [])
    for v in rows:
        d.nl()
        d.nl("Vaccine: ", v[1], " - ", v[2])
        d.nl("Dose: ", v[3], "  Route: ", v[4], "  Site: ", site_for(x, v))
        lab = x.ch(["Lot: ", "Lot # ", "Batch: "])
        code = {"US": "NDC " + N.ndc(x.r), "CA": "DIN " + N.din(x.r), "UK": "Exp " + x.ch(["06/2026", "2025-11", "Mar 2026"])}[x.c]
        d.nl(lab, N.lot(x.r), "   ", code)
        if x.c == "US":
            d.nl("CPT: ", v[5], ", ", x.ch(N.ADMIN_CPT), "   Dx: Z23")
        if v[0] in ("rzv", "hpv", "hepb", "hepa", "twinrix", "menb"):
            d.nl("Dose ", x.ch(["1 of 2", "2 of 2", "1 of 3", "2 of 3"]), "; next dose due ",
                 x.date(x.today + td(x.ch([28, 56, 60, 180]))) if x.p(0.7) else "in 2-6 months")
    d.nl()
    nurse = x.staff(x.ch(["pharm", "nurse", "nurse"]))
    d.nl("Administered by: ", x.dr(nurse, x.ch(["full_cred", "init_last_cred"])), " at ", t0)
    if x.p(0.4):
        lab, val = x.reg(nurse)
        d.nl("  ", lab, ": ", ("LICENSE", val))
    d.nl(x.ch(N.CLINIC_PHRASES[7:9]))
    if x.p(0.5):
        sysname = {"US": x.ch(["state IIS", "ImmTrac2", "the registry"]), "CA": x.ch(["Panorama", "the provincial registry", "COVaxON"]),
                   "UK": x.ch(["NIMS", "the Record a vaccination service", "PharmOutcomes"])}[x.c]
        d.nl("Reported to ", sysname, " ", x.date(x.today, "iso" if x.p(0.5) else None), " - confirmation ",
             ("IDNUM", x.idnum(x.ch(["", "IMM-", "R"]))))
    if x.p(0.4):
        d.nl("Portal login for record: ", ("URL", x.url(site)), "  user ", ("USERNAME", x.username(pt)))
    if x.p(0.4):
        B.narrative_neg(d, x, 1)


def mass_log(x, d):
    venue = x.town + " " + x.ch({"UK": ["Leisure Centre", "Community Hall", "Mosque Hall", "Cathedral Hall", "Town Hall"],
                                  "US": ["Civic Arena", "Fairgrounds Pavilion", "High School Gym", "Mall, Unit 14", "Armory"],
                                  "CA": ["Curling Club Hall", "Legion Branch 112", "Arena", "Community Centre", "Rec Centre"]}[x.c])
    drive = x.p(0.35)
    d.nl(x.ch(["MASS IMMUNIZATION CLINIC - DAILY LOG" if x.c != "UK" else "MASS VACCINATION SITE - SESSION LOG",
               "Community Vaccination Clinic: line list", "Drive-through flu clinic - tally sheet" if drive else "Outreach clinic record"]))
    d.nl("Venue: ", ("LOCATION_OTHER", venue), *(["  (", ("STREET", x.street()), ")"] if x.p(0.5) else []))
    prov = x.ch([x.pharmacy(), x.clinic(), x.hospital()])
    d.nl("Provider: ", ("HOSPITAL", prov), "   Session date: ", x.date(x.today, x.ch(["wd_long_us" if x.c != "UK" else "wd_long_uk", None])))
    lead = x.staff(x.ch(["pharm", "nurse"]))
    vaccs = [x.staff(x.ch(["nurse", "pharm", "tech"])) for _ in range(x.r.randint(2, 3))]
    d.nl("Clinical lead: ", x.dr(lead, "full_cred"), *(["  mob ", ("PHONE", x.phone(mobile=True))] if x.p(0.5) else []))
    d.t("Vaccinators: ")
    for i, s in enumerate(vaccs):
        d.t(", " if i else "", x.dr(s, "full_cred"), " (", ("DOCTOR", s.first[0] + s.last[0]), ")")
    d.nl()
    v = _vax(x, x.ch([70, 40]))
    d.nl("Product: ", v[2], "  Lot ", N.lot(x.r), "  Exp ", x.ch(["2025-05-31", "31/03/2026", "Nov 2025"]),
         "   Fridge: ", ("DEVICE", x.device("fridge")), " (", x.ch(["2-8 C", "+2 to +8 C"]), ")")
    d.nl()
    agecol = x.p(0.4)
    cols = ["#", "Time", "Name", "DOB"] + (["Age"] if agecol else []) + ["ID", "Site", "Vacc", "Obs"]
    if drive:
        cols = ["#", "Time", "Lane", "Plate", "Name", "DOB", "ID", "Vacc"]
    d.nl(" | ".join(cols))
    rowp = []
    for i in range(x.r.randint(6, 14)):
        age = x.r.randint(18, 95) if v[0] not in ("flu_hd", "rzv", "pcv20") else x.r.randint(65, 96)
        p = x.person(age=age)
        rowp.append(p)
        vs = x.ch(vaccs)
        t = "%02d:%02d" % (x.r.randint(9, 16), x.r.randint(0, 59))
        idv = ("MRN", x.nhs()) if x.c == "UK" else (("HEALTHPLAN", x.healthplan()) if x.c == "CA" else ("MRN", x.mrn()))
        nm = x.name(p, "PATIENT", x.ch(["lf", "lf", "full"]))
        dob = x.tdate(p.dob)
        vi = ("DOCTOR", vs.first[0] + vs.last[0])
        if drive:
            d.nl(str(i + 1), " | ", t, " | ", ("LOCATION_OTHER", "Lane %d" % x.r.randint(1, 4)), " | ", ("VEHICLE", x.plate()),
                 " | ", nm, " | ", dob, " | ", idv, " | ", vi)
        else:
            d.nl(str(i + 1), " | ", t, " | ", nm, " | ", dob, *([" | ", ("AGE", str(x.age_of(p)))] if agecol else []),
                 " | ", idv, " | ", x.ch(["LD", "RD", "L arm", "R arm"]), " | ", vi,
                 " | ", x.ch(["15 min ok", "ok", "15", "faint - recovered", "ok"]))
    d.nl()
    if x.p(0.6):
        k = x.r.randrange(len(rowp))
        p = rowp[k]
        d.nl("Incident: pt #", str(k + 1), " (", x.name(p, "PATIENT", x.ch(["init_last", "title", "initials"])), ") vasovagal episode at ",
             x.ch(N.TIMES), ", recovered in recovery area ", ("LOCATION_OTHER", x.ch(["Bay 6", "Bay 2", "Pod B", "Station 4"])),
             ", no anaphylaxis. ", x.ch(N.SCORES[11:12]), " not applicable.")
    d.nl("Doses given: ", str(x.r.randint(80, 600)), "   Wastage: ", str(x.r.randint(0, 6)), "   Spoiled: 0")
    B.sign(d, x, lead, style=x.ch(["uk", "with_reg", "plain"]))


def travel_clinic(x, d):
    age = x.ch([x.r.randint(18, 40), x.r.randint(41, 78), x.r.randint(2, 17)])
    pt = x.person(age=age)
    site = x.ch([x.pharmacy(), "%s %s" % (x.ch(P.CLINIC_STEMS), x.ch(["Travel Clinic", "Travel Health Clinic", "Travel Medicine Clinic"]))])
    B.header(d, x, site, title=x.ch(["Travel Health Consultation", "PRE-TRAVEL RISK ASSESSMENT", "Travel Clinic Note"]), web=x.p(0.3))
    d.nl("Appointment: ", x.date(x.today), " ", x.ch(N.TIMES), "   Booking ref ", ("ACCOUNT", x.account()))
    B.demo(d, x, pt, ["name", "dob", "sex", "id", "phone", "email"])
    dep = x.today + td(x.r.randint(10, 90))
    ret = dep + td(x.r.randint(6, 120))
    dests = x.r.sample(P.COUNTRIES_TRAVEL, x.r.randint(1, 3))
    d.nl()
    d.t(x.ch(["Itinerary: ", "ITINERARY - ", "Trip: "]))
    for i, c in enumerate(dests):
        d.t(" / " if i else "", ("COUNTRY", c), x.ch(["", " (rural)", " (urban)", " - trekking", " - coast"]))
    d.nl()
    d.nl("Depart ", x.date(dep), x.ch([" - return ", " to ", " ; back "]), x.date(ret), "  (", str((ret - dep).days), " days)")
    if x.p(0.2):
        d.nl("Will be away over ", x.holiday(), "; ", x.ch(["needs extra supply of regular meds", "insurance checked"]), ".")
    purpose = x.ch(["vfr", "work", "volunteer", "holiday", "study"])
    if purpose == "vfr":
        fam, rel = B.fam_mention(x, pt, x.ch(["mother", "father", "sister", "brother", "aunt", "grandmother"]))
        d.nl("Purpose: VFR - visiting ", rel, " ", x.name(fam, "FAMILY", x.ch(["full", "first"])), " in ", ("CITY", x.ch(P.TOWNS[x.c])),
             x.ch([" area", ""]), *([", who is unwell"] if x.p(0.3) else []), ". Born in ", ("COUNTRY", dests[0]), ".")
    elif purpose == "work":
        d.nl("Purpose: business - ", ("PROFESSION", x.ch(["geologist", "mining engineer", "aid worker", "journalist", "airline pilot",
                                                         "wildlife biologist", "photographer", "research scientist"])),
             " with ", ("ORGANIZATION", x.ch(P.EMPLOYERS)), ".")
    elif purpose == "volunteer":
        d.nl("Purpose: volunteering with ", ("ORGANIZATION", x.ch(P.EMPLOYERS[7:8] + P.EMPLOYERS[30:31] + ["Hope Street Food Bank"])),
             "; occupation ", ("PROFESSION", x.ch(P.PROFESSIONS)), ". Will be in contact with animals: ", x.ch(["yes", "no"]))
    elif purpose == "study":
        d.nl("Purpose: semester abroad; student at ", ("ORGANIZATION", x.ch(P.SCHOOLS[2:] + ["Thornhaven University"])), ".")
    else:
        d.nl("Purpose: holiday", x.ch([" (backpacking)", " (cruise)", " (safari)", ""]), ".")
    if x.p(0.5):
        crel = x.ch(["partner", "husband", "wife", "friend", "colleague"] if age >= 18 else ["mother", "father"])
        comp = x.person(sex=B.rel_sex(x, crel), age=x.r.randint(18, 75))
        d.nl("Travelling with ", crel, " ",
             x.name(comp, "FAMILY", x.ch(["full", "first"])), *([" (", x.age(x.r.randint(20, 70), "yrs"), ")"] if x.p(0.4) else []),
             " - seen ", x.ch(["same day", "separately"]), ".")
    d.nl()
    d.nl("PMH: ", x.ch(["nil", "asthma", "T2DM on metformin", "HIV - CD4 480", "splenectomy", x.ch(N.EPONYM_HX)]),
         ". ", x.ch(N.CLINIC_PHRASES[:4]))
    d.nl("Vaccine history:")
    for v in x.r.sample(N.VACCINES, x.r.randint(2, 4)):
        d.nl("  ", v[1], " - ", x.date_partial(x.today - td(x.r.randint(200, 7000))))
    if x.p(0.4):
        d.nl("  Yellow fever ICVP no. ", ("LICENSE", "%s-%s" % (x.let(2), x.dig(7))), " issued ", x.date(x.today - td(x.r.randint(400, 6000))))
    d.nl()
    d.nl("Given today:")
    for v in x.r.sample([v for v in N.VACCINES if v[0] in ("typhoid", "hepa", "yf", "rabies", "je", "cholera", "menacwy", "td_ipv", "twinrix", "tbe")],
                        x.r.randint(1, 3)):
        d.nl("  ", v[2], " ", v[3], " ", v[4], " ", site_for(x, v), "  batch ", N.lot(x.r))
        if v[0] == "yf":
            d.nl("  ICVP issued, certificate no. ", ("LICENSE", "YF-%s-%s" % (x.c, x.dig(6))), "; valid from ",
                 x.date(x.today + td(10)))
    d.nl("Malaria: ", x.ch(["atovaquone/proguanil 250/100 mg 1 daily, start 1-2 days before, continue 7 days after",
                            "doxycycline 100 mg daily, start 2 days before, 4 weeks after",
                            "not indicated - low risk", "mefloquine contraindicated (depression hx)"]), ".")
    d.nl("Advice: ", x.ch(["food/water hygiene, ", "insect bite avoidance DEET 50%, ", ""]), x.ch(["Rice-water stools would need urgent review; ORS sachets supplied.", "Fox bite abroad would need post-exposure course.", "rabies PEP explained."]))
    if x.p(0.6):
        d.nl("Return for dose 2 on ", x.date(x.today + td(x.ch([7, 21, 28]))), ".")
    nurse = x.staff(x.ch(["nurse", "pharm"]))
    B.sign(d, x, nurse)
    if x.p(0.3):
        d.nl("Invoice ", ("ACCOUNT", x.account()), " paid by card.")


def med_review(x, d):
    age = x.r.randint(60, 97)
    pt = x.person(age=age)
    title = {"UK": x.ch(["STRUCTURED MEDICATION REVIEW", "New Medicine Service - Intervention", "Discharge Medicines Service"]),
             "CA": x.ch(["MedsCheck Annual Review", "MedsCheck for Diabetes", "Medication Review - Professional Opinion"]),
             "US": x.ch(["COMPREHENSIVE MEDICATION REVIEW (MTM)", "Medication Therapy Management - CMR", "Targeted Medication Review"])}[x.c]
    site = x.ch([x.pharmacy(), x.clinic()])
    B.header(d, x, site, title=title)
    rph = x.staff("pharm")
    d.nl("Review date: ", x.date(x.today), "  Mode: ", x.ch(["face to face", "telephone", "home visit", "video"]))
    B.demo(d, x, pt, ["name", "dob", "id", "addr", "phone"] + (["plan"] if x.c != "UK" else []) + ["gp"])
    if x.p(0.6):
        fam, rel = B.fam_mention(x, pt, x.ch(["daughter", "son", "wife", "husband", "carer", "niece"]))
        d.nl("Present: ", rel, " ", x.name(fam, "FAMILY", x.ch(["full", "first", "title"])),
             x.ch([" who manages the ", " (fills the "]), x.ch(N.INSTRUMENTS[:4]), x.ch([".", ")."]))
    d.nl()
    d.t(ref(x, pt), " is ", B.art(age), " ", x.age(age, x.ch(["year", "yo", "words"])), " ", x.ch(["retired ", "former ", "retired "]))
    d.nl(("PROFESSION", x.ch(P.RETIRED)), " living ", x.ch(["alone", "with spouse", "in sheltered housing", "with family"]), ".")
    B.problem_list(d, x)
    B.meds(d, x, x.r.randint(5, 11))
    if x.p(0.7):
        B.labs(d, x)
    d.nl("Scores: ", ", ".join(x.r.sample([s for s in N.SCORES if "Brighton" not in s and "Apgar" not in s], 2)))
    d.nl()
    d.nl("Issues identified:")
    issues = ["Duplicate PPI therapy", "NSAID + ACE-i + diuretic (triple whammy)", "Anticholinergic burden high",
              "Falls risk with zopiclone", "Metformin dose vs eGFR", "Statin not taken - myalgia", "Inhaler technique poor",
              "Nonadherence (Z91.120) - confusion over Dosett", "Vitamin D low", "Duplicate paracetamol (co-codamol + paracetamol)"]
    for i, s in enumerate(x.r.sample(issues, x.r.randint(2, 4))):
        d.nl("  ", str(i + 1), ") ", s)
    d.nl("Recommendations sent to ", x.dr(x.staff("doc"), "title"), " on ", x.date(x.today + td(x.r.randint(0, 3))), ".")
    if x.p(0.5):
        B.narrative_neg(d, x, 2)
    if x.p(0.5):
        d.nl("Follow-up ", x.ch(["call", "review", "NMS call"]), " booked ", x.date_wd(x.today + td(x.r.randint(7, 28))), ".")
    d.nl()
    B.sign(d, x, rph)
    if x.p(0.35):
        B.transcription(d, x, rph)
    if x.p(0.5):
        B.cc(d, x)


def med_rec(x, d):
    age = x.r.randint(40, 98)
    pt = x.person(age=age)
    hosp = x.hospital()
    a = B.header(d, x, hosp, title=x.ch(["Medication Reconciliation - Admission", "PHARMACY MEDICINES RECONCILIATION",
                                           "Discharge Medication Reconciliation", "Best Possible Medication History (BPMH)"]), fax=False)
    d.nl("Ward: ", ("HOSPITAL", x.ch(P.WARD_NAMES)), "   Bed: ", ("LOCATION_OTHER", str(x.r.randint(1, 30)) + x.ch(["", "A", "B"])),
         "   Admitted: ", x.date(x.today - td(x.r.randint(0, 6))))
    B.demo(d, x, pt, ["name", "dob", "id", "addr"] + (["ssn"] if x.p(0.4) else []), sep=": ")
    if x.p(0.5):
        d.nl("Encounter: ", ("ACCOUNT", x.account()))
    d.nl("Admitting consultant: ", x.dr(x.staff("doc"), "title"))
    d.nl()
    d.nl("Sources used:")
    d.nl("  1. Patient interview", x.ch(["", " (limited - confused)", " (reliable)"]))
    ph = x.pharmacy()
    d.nl("  2. Community pharmacy: ", ("HOSPITAL", ph), ", spoke to ", x.dr(x.staff(x.ch(["pharm", "tech"])), x.ch(["full", "first"])),
         " ", ("PHONE", x.phone()))
    d.nl("  3. ", x.ch({"UK": ["GP summary care record", "GP repeat slip"], "US": ["PCP med list", "Surescripts fill history"],
                        "CA": ["Provincial drug profile (DIS)", "family physician med list"]}[x.c]))
    if x.p(0.6):
        fam, rel = B.fam_mention(x, pt)
        d.nl("  4. ", rel.capitalize(), " ", x.name(fam, "FAMILY", x.ch(["full", "first"])), " brought in meds bag", x.ch(["", " and blister pack"]))
    d.nl()
    d.nl("%-28s %-14s %-12s %s" % ("Medication", "Pre-admission", "Current", "Comment"))
    for i in range(x.r.randint(4, 9)):
        dr_ = x.ch(N.DRUGS)
        fq = next((w for w in ["BID", "TID", "q12h", "qHS", "weekly", "PRN", "daily", "qAM", "qPM"] if w in dr_[3]), "daily")
        d.nl("%-28s %-14s %-12s %s" % (dr_[0] + " " + dr_[1], fq,
                                       x.ch(["continued", "held", "changed", "stopped", "continued"]),
                                       x.ch(["", "AKI - hold", "INR 4.2", "not taking", "omitted in error", "NPO", "dose check"])))
    d.nl()
    d.nl("Discrepancies: ", str(x.r.randint(0, 4)), x.ch([" (1 unintentional - prescriber informed)", " - none significant", ""]))
    if x.p(0.5):
        d.nl("Room ", ("LOCATION_OTHER", str(x.r.randint(100, 650)) + x.ch(["", "B"])), " - own meds locked in POD locker ",
             ("LOCATION_OTHER", str(x.r.randint(1, 40))), ".")
    rph = x.staff("pharm")
    d.nl()
    d.nl("Pharmacist: ", x.dr(rph, "full_cred"), "  ", x.ch(["bleep ", "pager ", "ext "]), ("PHONE", x.pager()), "  ",
         x.date(x.today), " ", x.ch(N.TIMES))
    if x.p(0.3):
        B.audit(d, x, [rph, x.staff("tech")], 2)
