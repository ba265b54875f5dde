"""Genres: GP shared-care letter, and own additions: donation eligibility assessment,
venesection incident report."""
from core import (P, DR, FAM, USR, AGE, DT, ST, CITY, HOSP, ORG, LOC, MRN, SSN, HP, ACCT, LIC, DEV, VEH,
                  BIO, IDN, PH, FAX, EM, URL, IP, PROF, CTRY, idn, ip_private, username, make_person)
from locale_fmt import add_days, digits, letters
import blocks as B


def shared_care(c, n):
    rng, L = c.rng, c.L
    ser = B.series(c, 3, (14, 40))
    last = ser[-1]
    last["fer"] = rng.randint(35, 110)
    B.letterhead(n, c)
    n.add("\n", rng.choice(["SHARED CARE AGREEMENT - VENESECTION IN PRIMARY CARE",
                            "Shared care: maintenance venesection", "GP SHARED-CARE PROTOCOL: HAEMOCHROMATOSIS"]), "\n\n")
    n.add("Date: ", c.D(c.nd), "\n")
    _gp = [DR(c.gp.name("full"))]
    n.add(L.gp if L.gp.isupper() else L.gp.capitalize(), ": Dr ", _gp, ", ", HOSP(c.practice), ", ",
          c.addr_lines("gp", one_line=True), "\n", "Practice tel: ", PH(c.gp_phone), "   Fax: ", FAX(c.gp_fax), "\n")
    n.add("Specialist: ", B.dr_item(c, c.cons, "full"), ", Consultant Haematologist, ", HOSP(c.hosp), "\n\n")
    n.add("Patient: ", c.pname(rng.choice(["full", "fullmid", "LASTfirst"])), "   DOB: ", c.dob_item(), "   ",
          L.mrn_label(rng), ": ", MRN(c.mrn))
    if c.natid:
        n.add("   ", "NHS No: " if c.country == "UK" else "IHI: ", MRN(c.natid))
    n.add("\n", "Address: ", c.addr_lines(one_line=True), "\n\n")
    n.add("Dear Dr ", DR(c.gp.name("last")), ",\n\n")
    pr = "he" if c.pt.sex == "M" else "she"
    n.add(c.pt.title, " ", P(c.pt.name("last")), " has ", B.dxtext(c), " and has completed ",
          rng.choice(["the induction phase of ", "de-ironing with ", "a course of "]), L.ven, " at ", HOSP(c.unit),
          " (", str(rng.randint(8, 45)), " venesections since ", c.D(add_days(c.nd, -rng.randint(180, 900)), "month"), "). ")
    n.add("Ferritin is now ", str(last["fer"]), " ", B.unit(c), " (", c.D(last["d"]), ") with Hb ", B.hb_fmt(c, last["hb"]),
          " ", L.hb_unit, ". ", pr.capitalize(), " has asked to continue maintenance closer to home, and your practice nurse ",
          DR(make_person(rng, c.country, "F").name(rng.choice(["full", "first"]))), " has kindly agreed to undertake this.\n\n")
    n.add("Hospital team responsibilities:\n", "- initial assessment, diagnosis and induction phase\n",
          "- provide written protocol, consent form and training where needed\n",
          "- annual review in the ", rng.choice(["Haemochromatosis Clinic", "iron clinic", "haematology clinic"]),
          " (next due ", c.D(c.later(200, 380), rng.choice(["month", "mon3"])), ")\n",
          "- advice within 2 working days on ", PH(c.unit_phone), " or ", EM(c.unit_email), "\n\n")
    n.add("Practice responsibilities:\n", "- venesect 450-500 mL every ", rng.choice(["8", "12", "12-16", "6-8"]),
          " weeks\n", "- pre-venesection Hb/FBC; ferritin every ", rng.choice(["3", "6"]), " months\n",
          "- record in shared care record and send results to hospital\n", "- dispose of blood as clinical waste\n\n")
    n.add("Refer back if: ferritin > ", rng.choice(["300", "200", "500"]), " ", B.unit(c), " or < 20; Hb < ",
          "11.0 g/dL" if L.us else "110 g/L", "; ", rng.choice(["new abnormal LFTs", "ALT > 2x ULN", "new diabetes"]),
          "; repeated vasovagal episodes; poor venous access.\n\n")
    if rng.random() < 0.5:
        n.add(c.pt.title, " ", P(c.pt.name("last")), " is ", B.art(c.prof), " ", PROF(c.prof), " and prefers ", rng.choice(["early morning", "lunchtime",
                                                                                               "late afternoon"]),
              " appointments. ")
    if rng.random() < 0.5:
        n.add("Preferred contact: mobile ", PH(c.mobile), ". ")
    if rng.random() < 0.4:
        n.add("Out of hours advice via ", HOSP(c.hosp), " switchboard ", PH(L.phone(rng)), " - ask for the haematology registrar. ")
    n.add("\n\n", "Signed (hospital): ", DR(c.cons.name(rng.choice(["full", "finit"]))), "   Date: ", c.D(c.nd), "\n")
    lab, num = L.doc_licence(rng)
    if rng.random() < 0.5:
        n.add(lab, " ", LIC(num), "\n")
    n.add("Signed (", L.gp, "): ____________________   Date: ", rng.choice(["________", None]))
    if n.last != "________":
        n.add(c.D(c.later(3, 21)))
    n.add("\n", "Signed (patient): ", rng.choice(["____________________", None]))
    if not n.last.startswith("_"):
        n.add(P(c.pt.name("full")))
    n.add("\n\nPlease return a signed copy to ", EM(c.unit_email), " or fax ", FAX(c.unit_fax), ".\n")
    B.typist_line(n, c)


def donation(c, n):
    """Own genre: blood donor centre therapeutic-donor eligibility assessment."""
    rng, L = c.rng, c.L
    dn = idn(rng, "donor")
    sess = add_days(c.nd, 0)
    n.add(HOSP(c.donor), "\n", rng.choice(["DONOR HEALTH ASSESSMENT - HAEMOCHROMATOSIS PATHWAY",
                                          "Therapeutic Donor Eligibility Check", "Donor Eligibility Record (HH donors)"]), "\n")
    n.add("Session date: ", c.D(sess, rng.choice(["num", "dow", "abbr"])), "   Session code: ", IDN(letters(rng, 2) + digits(rng, 5)),
          "\n", "Donor no.: ", IDN(dn), "   ", rng.choice(["New donor", "Returning donor", "Transfer from hospital venesection"]), "\n\n")
    n.add("Name: ", c.pname(rng.choice(["full", "fullmidname", "LASTfirst"])), "\n", "DOB: ", c.dob_item(), "   Age: ",
          AGE(str(c.age)), "   Sex: ", c.pt.sex, "\n", "Address: ", c.addr_lines(one_line=True), "\n", "Mobile: ", PH(c.mobile))
    if rng.random() < 0.6:
        n.add("   Email: ", EM(c.email))
    n.add("\n")
    if rng.random() < 0.6:
        doc = rng.choice(["driver licence", "driving licence", "driver's license", "passport"])
        val = rng.choice([letters(rng, 2) + digits(rng, 6), digits(rng, 9), letters(rng, 5) + digits(rng, 6) + letters(rng, 2)])
        n.add("ID verified: ", doc, " no. ", IDN(val) if doc == "passport" else LIC(val), "\n")
    if rng.random() < 0.45:
        lab, val = B.bio_pair(rng)
        n.add("Biometric enrolment: ", lab, " ", BIO(val), "\n")
    if rng.random() < 0.5:
        n.add(L.ssn_label(), ": ", SSN(c.ssn), "\n")
    if rng.random() < 0.5:
        n.add("Pathway: therapeutic donation per ", B.body(c), rng.choice([" variance", " donor selection guidelines", " rules"]),
              " - blood may enter the supply if all criteria met\n")
    n.add("\nHFE status: ", B.dxtext(c) if c.dx in ("hh", "hh_cpd") else "C282Y homozygous", "; confirmed by letter from ",
          B.dr_item(c, rng.choice([c.cons, c.gp]), "full"), " dated ", c.D(add_days(c.nd, -rng.randint(20, 400))), "\n")
    n.add("Current ferritin: ", str(rng.randint(40, 380)), " ", B.unit(c), " (", c.D(add_days(c.nd, -rng.randint(5, 60)), "dm"),
          ")   Liver/heart complications: ", rng.choice(["none", "none known", "nil"]), "\n\n")
    n.add("Health questionnaire:\n")
    n.add("- Travel in last 12 months: ")
    tr = rng.random()
    if tr < 0.55:
        ctry = c.abroad()
        ret = add_days(c.nd, -rng.randint(20, 300))
        n.add(CTRY(ctry), ", returned ", c.D(ret, rng.choice(["num", "dmon", "month"])))
        if rng.random() < 0.5:
            n.add(" - malaria risk area, deferred until ", c.D(add_days(ret, 120), "num"))
        n.add("\n")
    else:
        n.add("none\n")
    n.add("- Tattoo/piercing/acupuncture: ", rng.choice(["no", "no", "tattoo ", "ear piercing "]))
    if n.last in ("tattoo ", "ear piercing "):
        n.add(c.D(add_days(c.nd, -rng.randint(60, 900)), rng.choice(["month", "mon3"])), " (> 4 months - accept)")
    n.add("\n", "- Medications: ", B.drugs(c, 2), "\n", "- Recent dental work / illness: ", rng.choice(["no", "no", "dental clean last week - accept",
                                                                                                    "cold sore - defer 7 days"]), "\n")
    if rng.random() < 0.4:
        n.add("- Occupation: ", PROF(c.prof), rng.choice([" (no hazardous occupation deferral)", " - hazardous role: rest 12 h after",
                                                          ""]), "\n")
    ok = rng.random() < 0.75
    why = None if ok else rng.choice(["DEFERRED - Hb below threshold", "DEFERRED - BP > 180/100",
                                      "NOT ELIGIBLE - refer back to hospital venesection"])
    hbv = rng.randint(118, 124) if why and "Hb" in why else rng.randint(128, 168)
    n.add("\nPre-donation: Hb ", B.hb_fmt(c, hbv), " ", L.hb_unit, " (", rng.choice(["HemoCue", "CompoLab TM", "venous sample"]),
          "), BP ", "%d/%d" % ((rng.randint(182, 196), rng.randint(101, 112)) if why and "BP" in why else
                               (rng.randint(100, 170), rng.randint(60, 99))), ", P ", str(rng.randint(50, 100)), ", weight ",
          str(rng.randint(55, 120)), " kg\n")
    n.add("Outcome: ", "ELIGIBLE - whole blood " + rng.choice(["470 mL", "450 mL", "500 mL"]) if ok else why, "\n")
    if ok:
        n.add("Donation no. (DIN): ", IDN(idn(rng, "din")), "   Bag/chair: ", LOC(str(rng.randint(1, 14))), "\n",
              "Next eligible: ", c.D(c.later(56, 120), "num"), " - ", rng.choice(["8-weekly as per HH pathway", "12 weeks", "interval set by haematologist"]), "\n")
    else:
        n.add("Hospital unit informed: ", HOSP(c.unit), " via ", rng.choice(["email ", "phone "]))
        n.add(EM(c.unit_email) if n.last == "email " else PH(c.unit_phone))
        n.add("\n")
    n.add("\nAssessor: ", DR(c.nurses[2].name(rng.choice(["full", "finit"]))), ", ",
          rng.choice(["Donor Carer", "Session Nurse", "Registered Nurse (donor services)", "Session Medical Officer"]), "\n")
    if rng.random() < 0.4:
        n.add("Session supervisor: ", DR(c.nurses[3].name("full")), "\n")
    n.add("Entered by ", USR(username(rng, c.nurses[2])), " ", c.D(sess, "iso"), "\n")


def incident(c, n):
    """Own genre: venesection adverse event / incident report."""
    rng, L = c.rng, c.L
    cat = rng.choice(["Vasovagal syncope with fall", "Vasovagal reaction - no fall", "Needlestick injury (staff)",
                      "Patient identification near-miss", "Haematoma / nerve pain", "Equipment failure - scale",
                      "Over-collection (> 550 mL)"])
    ref = idn(rng, "inc")
    rep = c.nurses[0]
    n.add(rng.choice(["INCIDENT REPORT", "Adverse Event Report", "CLINICAL INCIDENT FORM"]), "   Ref: ", IDN(ref), "\n")
    ih, im = rng.randint(8, 14), rng.randint(0, 59)
    n.add("Reported: ", c.D(c.nd, rng.choice(["num", "iso"])), " ", "%02d:%02d" % (ih + rng.randint(1, 3), rng.randint(0, 59)), " by ",
          DR(rep.name("full")), " (", rng.choice(["Staff Nurse", "CNS", "Ward Manager", "HCA", "Registered Nurse"]), "), user ",
          USR(username(rng, rep)), "\n")
    n.add("Date/time of incident: ", c.D(c.nd, "num"), " ", "%02d:%02d" % (ih, im), "\n")
    n.add("Location: ", HOSP(c.unit), ", ", HOSP(c.hosp), rng.choice([", ", " - "]), LOC(c.building), ", room ",
          LOC(str(rng.randint(1, 30)) + rng.choice(["", "A", "B"])), ", chair ", LOC(str(rng.randint(1, 8))), "\n")
    n.add("Category: ", cat, "\n", "Harm: ", rng.choice(["No harm", "Low harm", "Near miss", "Moderate harm"]), "\n\n")
    n.add("Person affected: ", "patient " if "staff" not in cat else "staff member ")
    if "staff" in cat:
        n.add(DR(c.nurses[1].name("full")), "\n", "Patient involved: ")
    n.add(c.pname(rng.choice(["full", "LASTfirst"])), ", ", L.mrn_label(rng), " ", MRN(c.mrn), ", ", AGE(str(c.age)),
          rng.choice([" y", " yrs", "yo"]), ", DOB ", c.dob_item(), "\n\n")
    n.add("Description:\n")
    pr, po = ("he", "his") if c.pt.sex == "M" else ("she", "her")
    n.add("Pt attended for ", L.ven, rng.choice([" (session " + str(rng.randint(1, 30)) + ")", "", " - maintenance"]), ". ")
    if "Vasovagal" in cat:
        n.add("Approx ", str(rng.randint(300, 480)), " mL collected when pt reported feeling hot and nauseated. Needle removed. ")
        if "fall" in cat:
            n.add(pr.capitalize(), " stood up against advice on way to the toilet and slid to the floor outside room ",
                  LOC(str(rng.randint(1, 30))), ", witnessed by ", DR(c.hca.name("full")), " (HCA). No head injury. ")
        n.add("BP ", "%d/%d" % (rng.randint(72, 95), rng.randint(40, 58)), ", HR ", str(rng.randint(42, 56)),
              ", recovered within ", str(rng.randint(5, 25)), " min lying flat with legs raised. ")
        if rng.random() < 0.6:
            n.add("Reviewed by ", B.dr_item(c, c.reg, "full"), " (haem reg), ", rng.choice(["ECG NSR", "lying/standing BP normal", "BM 6.2"]), ". ")
        if rng.random() < 0.6:
            f = c.spouse
            n.add(po.capitalize(), " ", f.rel, " ", FAM(f.name(rng.choice(["first", "full"]))), " collected ",
                  "him" if pr == "he" else "her", rng.choice([" at 14:00", "", " by car"]), "; pt advised not to drive today")
            if rng.random() < 0.6:
                n.add(" (own car reg ", VEH(L.plate(rng)), " left in car park overnight, security informed)")
            n.add(". ")
    elif "Needlestick" in cat:
        n.add("After removing the 16G needle the nurse sustained a needlestick to L index finger while activating the safety device. "
              "Wound bled and washed, reported to Occupational Health (ext ", PH(rng.choice(["555", "5550"]) + digits(rng, 2)),
              "). Source pt consented to BBV bloods, specimen ", IDN(idn(rng, "spec")), ". ")
    elif "identification" in cat:
        other = make_person(rng, c.country, c.pt.sex, last=c.pt.last if rng.random() < 0.6 else None)
        n.add("Two patients with similar names on list (", P(other.name("LASTfirst")), " at ", "%02d:%02d" % (rng.randint(8, 15), rng.choice([0, 30])),
              "). Pre-printed labels for the wrong pt were picked up but noticed at positive ID check before venesection. ")
    elif "Haematoma" in cat:
        n.add("Two attempts at cannulation R ACF by ", DR(c.nurses[1].name("full")), ". Pt reported sharp tingling to the fingers on 2nd attempt; "
              "needle withdrawn immediately. Large haematoma. ", B.dr_item(c, c.reg, "full"), " reviewed: no motor deficit. ")
    elif "Equipment" in cat:
        n.add("Blood collection mixer/scale (asset ", DEV(idn(rng, "asset")), ", serial ", DEV(idn(rng, "dev")),
              ") failed to alarm at 450 mL; ", str(rng.randint(560, 640)), " mL collected. Pt asymptomatic. Device withdrawn and labelled. ")
    else:
        n.add("Scale set to 550 mL in error (previous donor pathway setting). ", str(rng.randint(560, 620)),
              " mL collected. Obs stable, oral fluids given. ")
    acts = {"Needlestick": "occupational health referral, source bloods sent", "identification": "labels destroyed, list annotated with name alert",
            "Equipment": "equipment quarantined, EBME informed", "Over-collection": "oral fluids, obs 15-min x4, scale settings reset"}
    act = [v for k, v in sorted(acts.items()) if k in cat]
    n.add("\n\nImmediate actions: ", act[0] if act else rng.choice(["first aid, obs 15-min x4, discharged home",
                                                                    "pt given written advice and unit number"]), ".\n")
    if rng.random() < 0.5:
        n.add("Witness: ", DR(c.nurses[3].name(rng.choice(["full", "finit"]))), "\n")
    n.add("Duty of candour / informed: ", rng.choice(["pt", "pt and family", "n/a (near miss)"]), " on ", c.D(c.nd, "dm"))
    if rng.random() < 0.4:
        n.add(", follow-up call ", c.D(c.later(1, 3), "dm"), " to ", PH(c.phone), "")
    n.add("\n\nManager review: ", DR(c.cns.name("full")), rng.choice([" - agreed, no further action", " - learning shared at huddle",
                                                                     " - escalated to Medical Devices group", " - add to risk register"]),
          " (", c.D(c.later(2, 14), "num"), ")\n")
    n.add("Linked record: episode ", ACCT(idn(rng, "acct")), "\n")
    if rng.random() < 0.3:
        n.add("Patient's insurer notified (per policy terms): ", ORG(c.insurer), ", member no. ", HP(c.hp), "\n")
