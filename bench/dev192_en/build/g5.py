"""Genres (author's own): holiday / travel dialysis referral, dialysis social work assessment."""
import fmt as F
import pools as P
from clin import (fam_age, D, pname, dname, staff, addr_items, fam, prof_phrase, lab, lab_str, vitals,
                  CAUSES, COMORB, hd_meds, facility_header, demo_block, sign_block, dr, make_addr)

HOTELS = ["Seaview Motor Inn", "Palm Grove Apartments", "Lighthouse Holiday Park", "Harbour Lights Hotel",
          "Desert Rose Motel", "Bayfront Suites", "Pinewood Lodge", "Riverside Caravan Park"]


def sp(c, us, au):
    return us if c.us else au


# ---------------------------------------------------------------- holiday dialysis
def holiday_referral(c, n):
    rng = c.rng
    num = staff(c, "num")
    neph = staff(c, "neph")
    dest_mgr = staff(c, "destmgr")
    abroad = rng.random() < 0.4
    n.ln(rng.choice(["HOLIDAY DIALYSIS REFERRAL", "Travel Dialysis Request", "TRANSIENT PATIENT REFERRAL",
                     "Visiting Dialysis Patient - Referral Pack"]))
    n.ln()
    n.ln("From: ", ("HOSPITAL", c.unit), ", ", ("CITY", c.addr["city"]), " ", ("STATE", c.addr["state"]),
         "  Ph ", ("PHONE", c.hosp_phone), "  Fax ", ("FAX", c.hosp_fax))
    if abroad:
        country = rng.choice(P.TRAVEL_COUNTRIES)
        dest_unit = rng.choice(["Centro de Dialisis del Mar", "Island Kidney Centre", "Sakura Dialysis Clinic",
                                "Harbour Renal Centre", "Clinica Renal San Marco", "Lotus Dialysis Centre",
                                "Blue Lagoon Dialysis", "Athena Nephrology Unit"])
        n.ln("To:   ", ("HOSPITAL", dest_unit), ", ", ("COUNTRY", country), "  Attn: ",
             *dname(c, dest_mgr, "rn", rng.choice(["full", "full_cred"])), "  Email ",
             ("EMAIL", F.email(rng, dest_mgr.first, dest_mgr.last)))
    else:
        if c.us:
            city, st, zp = rng.choice(P.US_PLACES)
        else:
            city, st, zp = rng.choice(P.AU_PLACES)
        dest_unit = rng.choice(P.US_DIALYSIS_UNITS if c.us else P.AU_DIALYSIS_UNITS)
        n.ln("To:   ", ("HOSPITAL", dest_unit), ", ", ("CITY", city), ", ", ("STATE", st), "  Attn: ",
             rng.choice(["Nurse Manager ", "Charge Nurse ", "NUM "]), ("DOCTOR", dest_mgr.form("full")), "  Fax ",
             ("FAX", F.phone(rng, c.country, st)))
    n.ln("Date sent: ", D(c, c.d0))
    n.ln()
    n.ln("PATIENT")
    n.ln("Name: ", *pname(c, rng.choice(["full", "fml", "LF"]), False), "    DOB: ", D(c, c.dob), "    Age: ",
         ("AGE", str(c.age)))
    n.ln(sp(c, "MRN: ", "UR: "), ("MRN", c.mrn), "    ", sp(c, "Medicare/Ins ID: ", "Medicare: "), ("HEALTHPLAN", c.hp))
    n.ln("Home address: ", *addr_items(c))
    if abroad:
        n.ln("Passport: ", ("IDNUM", F.letters(rng, rng.choice([1, 2])) + F.digits(rng, 7)),
             "   Travel insurer policy: ", ("HEALTHPLAN", F.letters(rng, 3) + "-" + F.digits(rng, 7)))
    start = F.add_days(c.d0, rng.randrange(21, 120))
    end = F.add_days(start, rng.randrange(6, 28))
    n.ln()
    n.ln("Travel dates: ", D(c, start), " - ", D(c, end), rng.choice(["", " (inclusive)"]))
    n.ln("Sessions requested (", rng.choice(["MWF", "TTS", "Mon/Wed/Fri", "Tue/Thu/Sat"]), "): ")
    d = start
    reqs = []
    while d <= end and len(reqs) < 8:
        if d.weekday() in (0, 2, 4):
            reqs.append(d)
        d = F.add_days(d, 1)
    for i, rd in enumerate(reqs):
        n.w("  " if i == 0 else ", ", ("DATE", F.fwd(rd, c.country, rng) if rng.random() < 0.5 else F.fmd(rd, c.country, rng)))
    n.ln()
    hol = rng.choice(P.HOLIDAYS_US if c.us else P.HOLIDAYS_AU)
    hs = P.HOLIDAY_SPAN.get(hol, hol)
    pre = hol[:hol.index(hs)]
    post = hol[hol.index(hs) + len(hs):]
    n.ln(rng.choice(["Note: a second trip is planned over ", "Also enquiring about sessions over "]), pre, ("DATE", hs), post,
         " - separate request to follow.")
    n.ln("Accommodation: ", ("LOCATION_OTHER", rng.choice(HOTELS)), ", ",
         *([("STREET", make_addr(rng, c.country)["street"]), ", ", ("CITY", city)] if not abroad else
           [("COUNTRY", country)]),
         "  Contact while away: ", ("PHONE", c.phone_mob))
    rel, fp = fam(c)
    n.ln("Travelling with: ", rel, " ", ("FAMILY", fp.form("full")), " (", ("AGE", str(fam_age(c, rel))), ")")
    n.ln()
    n.ln("DIALYSIS PRESCRIPTION")
    n.ln("%s h, Qb %d, Qd %d, dialyser %s, K %s / Ca %s bath, EDW %.1f kg, heparin %s." % (
        rng.choice(["3.5", "4", "4.5", "5"]), rng.choice([300, 350, 400]), rng.choice([500, 600, 800]),
        rng.choice(["FX80", "Polyflux 170H", "Elisio 17H", "FX 1000"]), rng.choice(["2", "3"]),
        rng.choice(["1.25", "1.5", "2.5"]), 50 + rng.random() * 60,
        rng.choice(["2000 u bolus + 1000 u/h", "1500 u bolus only", "nil"])))
    n.ln("Access: ", rng.choice(["L radiocephalic AVF - 15G buttonhole", "R upper arm AVG - rope ladder",
                                 "R IJ permcath - citrate lock"]), "; ", rng.choice(["no issues", "cannulate away from aneurysm",
                                                                                      "flow 950 mL/min on transonic"]))
    n.ln("Intradialytic issues: ", rng.choice(["nil", "cramps late in run", "hypotension - midodrine pre-HD",
                                               "restless legs"]))
    n.ln()
    n.ln("INFECTION SCREENING")
    sd = F.add_days(c.d0, -rng.randrange(5, 40))
    n.ln("HBsAg negative (", D(c, sd), "), anti-HBs %d, HCV Ab negative, HIV negative (" % rng.randrange(0, 500), D(c, sd), ")")
    n.ln("MRSA/VRE", sp(c, "", "/CPE"), " screen: negative (", D(c, F.add_days(sd, rng.randrange(1, 5))), ")")
    n.ln("Latest bloods: ", ", ".join(lab_str(c, k) for k in ["hb", "k", "phos", "alb", "ktv"]))
    n.ln("Enclosed: ECG, medication list, last 3 run sheets, CXR report.")
    n.ln()
    n.ln("MEDICATIONS")
    for m in hd_meds(c, rng.randrange(4, 8)):
        n.ln("- ", m)
    n.ln()
    if c.us:
        n.ln("Billing: ", rng.choice(["Medicare primary; ", "Medicaid; "]), ("ORGANIZATION", rng.choice(P.US_INSURERS)),
             " secondary, member ", ("HEALTHPLAN", F.healthplan(rng, "US", 1)), ", auth # ",
             ("IDNUM", "AUTH" + F.digits(rng, 7)))
    elif abroad:
        n.ln("Funding: self-funded / travel insurance; patient aware of cost per session.")
    else:
        n.ln("Funding: public patient, interstate Medicare billing.")
    n.ln()
    n.ln("Referring nephrologist: ", *dname(c, neph, "neph", rng.choice(["dr_full", "full_cred"])))
    n.ln("Contact: ", *dname(c, num, "rn", rng.choice(["full_cred", "fml_cred"])), rng.choice([", Nurse Unit Manager", ", Charge Nurse", ", Travel Coordinator"]))
    n.ln("Phone ", ("PHONE", c.hosp_phone + F.ext(rng)), "  Email ", ("EMAIL", F.email(rng, num.first, num.last)))
    if rng.random() < 0.5:
        n.ln("Please return acceptance form via ", ("URL", F.url(rng)))


# ---------------------------------------------------------------- social work
def social_work(c, n):
    rng = c.rng
    sw = staff(c, "sw")
    n.ln(rng.choice(["DIALYSIS SOCIAL WORK ASSESSMENT", "Psychosocial Assessment - Renal Social Work",
                     "SOCIAL WORK PROGRESS NOTE (DIALYSIS)", "Renal Social Work - Annual Psychosocial Review"]))
    n.ln(("HOSPITAL", c.unit), "   Date: ", D(c, c.d0), "   Seen: ",
         rng.choice(["chairside", "in interview room", "by phone", "home visit"]))
    n.ln()
    demo_block(n, c, rng.sample(["hp", "phone"], rng.randrange(1, 3)))
    n.ln("Reason: ", rng.choice(["transport barriers / missed treatments", "financial hardship", "new start psychosocial",
                                 "advance care planning", "carer stress", "annual reassessment", "housing insecurity"]))
    n.ln()
    n.ln("HOUSEHOLD")
    rel, fp = fam(c)
    n.w("Lives ", rng.choice(["in a rented unit", "in own home", "in public housing", "with extended family"]),
        " at ", *addr_items(c), " with ", rel, " ", ("FAMILY", fp.form("full")))
    if rng.random() < 0.6:
        n.w(" (", ("AGE", str(fam_age(c, rel))), ")")
    n.ln(".")
    if len(c.fam) > 1:
        rel2, fp2 = c.fam[1]
        k2 = rng.randrange(4)
        tail = [["lives nearby and helps with shopping"], ["visits weekly"],
                [sp(c, "lives out of state", "lives interstate")],
                ["works as a ", ("PROFESSION", rng.choice(P.PROFESSIONS)), " and helps on weekends"]][k2]
        n.ln(rel2[0].upper() + rel2[1:], " ", ("FAMILY", fp2.form(rng.choice(["first", "full"]))), " ", *tail, ".")
    n.ln()
    n.ln("EMPLOYMENT / INCOME")
    if c.retired:
        n.ln("Retired ", ("PROFESSION", c.prof), "; ", sp(c, "Social Security retirement income.", "Age Pension."))
    else:
        emp = rng.choice(P.US_EMPLOYERS if c.us else P.AU_EMPLOYERS)
        n.ln("Works as a ", ("PROFESSION", c.prof), " at ", ("ORGANIZATION", emp), "; ",
             rng.choice(["reduced to 3 days/week around dialysis", "on sick leave", "employer supportive",
                         "worried about losing job"]), ".")
    if c.us:
        n.ln(rng.choice(["SSDI application lodged; SSN ", "SSN on file: ", "Disability claim - SSN "]), ("SSN", c.ssn))
        n.ln("Coverage: Medicare ", ("HEALTHPLAN", F.healthplan(rng, "US", 0)), "; Medicaid ", ("HEALTHPLAN", F.healthplan(rng, "US", 2)))
    else:
        n.ln("Centrelink CRN ", ("SSN", c.ssn), "; ", rng.choice(["Disability Support Pension granted", "JobSeeker with medical exemption",
                                                                 "Carer Payment for " + rel]), ".")
        if rng.random() < 0.3:
            n.ln("Medicare ", ("HEALTHPLAN", F.healthplan(rng, "AU", 0)), "; DVA Gold Card ",
                 ("HEALTHPLAN", F.healthplan(rng, "AU", 1)))
        else:
            n.ln("Medicare ", ("HEALTHPLAN", F.healthplan(rng, "AU", 0)))
    n.ln()
    n.ln("TRANSPORT")
    k = rng.randrange(3)
    if k == 0:
        n.ln("Drives own car (", rng.choice(["Toyota Corolla", "Ford Ranger", "Honda Civic", "Holden Commodore", "Chevy Silverado"]),
             ", plate ", ("VEHICLE", F.plate(rng, c.country)), "). Disabled parking permit application supported.",
             *([" VIN ", ("VEHICLE", F.vin(rng)), " recorded for permit."] if rng.random() < 0.4 else []))
    elif k == 1:
        org = rng.choice(P.US_TRANSPORT if c.us else P.AU_TRANSPORT)
        n.ln("Uses ", ("ORGANIZATION", org), " (client no. ", ("ACCOUNT", F.digits(rng, 6)), "); ",
             rng.choice(["late pick-ups 3x this month", "reliable", "driver cannot assist with wheelchair"]), ".")
        n.ln("Backup: ", sp(c, "neighbor ", "neighbour "), ("FAMILY", F.Person(rng).form("full")), ", ", ("PHONE", F.phone(rng, c.country, c.addr["state"], "mobile")))
    else:
        n.ln(rel[0].upper() + rel[1:], " drives (vehicle ", ("VEHICLE", F.plate(rng, c.country)), ") but ",
             rng.choice(["works until 5 pm", "has own health issues", "cannot do Saturdays"]), ".")
    n.ln()
    n.ln("SUPPORTS / COPING")
    n.ln(rng.choice(["Attends ", "Active member of ", "Receives support from "]),
         ("ORGANIZATION", rng.choice(P.US_CHURCHES if c.us else P.AU_CHURCHES)), ". ",
         "PHQ-9 %d, GAD-7 %d. %s" % (rng.randrange(0, 22), rng.randrange(0, 18),
                                     rng.choice(["Low mood since starting dialysis.", "Coping well.",
                                                 "Tearful discussing loss of independence.",
                                                 "Denies suicidal ideation."])))
    if rng.random() < 0.5:
        n.ln("Born in ", ("COUNTRY", rng.choice(P.BIRTH_COUNTRIES)), ", migrated ",
             ("DATE", str(rng.randrange(c.dob.year + 1, c.d0.year + 1))),
             "; ", rng.choice(["prefers interpreter", "family overseas", "strong community ties"]), ".")
    n.ln()
    n.ln("ADVANCE CARE PLANNING")
    sdm = c.fam[-1][1]
    n.ln(sp(c, "Health care proxy: ", "Enduring guardian: "), ("FAMILY", sdm.form("full")), ", ",
         ("PHONE", F.phone(rng, c.country, c.addr["state"], rng.choice(["land", "mobile"]))),
         "; ", rng.choice(["document sighted ", "ACD completed ", "POLST signed " if c.us else "ACD lodged "]),
         D(c, F.add_days(c.d0, -rng.randrange(1, 700))), ".")
    n.ln()
    n.ln("PLAN")
    for p in rng.sample(["Referral to patient assistance fund.", "Transport application submitted.",
                         "Letter to employer re: flexible hours.", "Follow up housing application.",
                         "Counselling referral to community mental health.", "Review in 4 weeks.",
                         "Liaise with home therapies re: PD as alternative."], rng.randrange(2, 5)):
        n.ln("- ", p)
    n.ln()
    n.ln(*dname(c, sw, "sw", rng.choice(["full_cred", "fml_cred"])), ", ",
         sp(c, "Social Worker", "Renal Social Worker"), "  ", ("PHONE", c.hosp_phone + F.ext(rng)),
         "  ", ("EMAIL", F.email(rng, sw.first, sw.last)))
