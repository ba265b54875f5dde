"""Genres: venesection referral, venesection session record, ferritin/FBC trend report."""
from core import (P, DR, FAM, USR, AGE, DT, ST, CITY, HOSP, ORG, LOC, MRN, SSN, HP, ACCT, LIC, DEV, VEH,
                  BIO, IDN, PH, FAX, EM, URL, IP, PROF, CTRY, idn, ip_private, username)
from locale_fmt import add_days
import blocks as B


def _bloods_line(n, c, pt):
    rng = c.rng
    n.add("Ferritin ", str(pt["fer"]), " ", B.unit(c), ", TSAT ", str(pt["tsat"]), "%, Hb ",
          B.hb_fmt(c, pt["hb"]), " ", c.L.hb_unit, ", Hct ", B.hct_fmt(c, pt["hct"]))
    if rng.random() < 0.7:
        n.add(", ALT ", str(pt["alt"]), " U/L")
    if rng.random() < 0.6:
        n.add(", Plt ", str(pt["plt"]), ", WCC ", str(pt["wcc"]))


def referral(c, n):
    rng, L = c.rng, c.L
    ser = B.series(c, rng.randint(2, 4), (20, 90))
    base = ser[-1]
    k = rng.randrange(3)
    ref_id = idn(rng, "ref")
    if k == 0:
        n.add(rng.choice(["VENESECTION REFERRAL FORM", "Referral for Therapeutic Venesection",
                          "HAEMATOLOGY DAY UNIT - VENESECTION REQUEST"]), "\n")
        n.add("To: ", HOSP(c.unit), ", ", HOSP(c.hosp), "\n")
        n.add("Referral date: ", c.D(c.nd), "    Referral ID: ", IDN(ref_id), "\n")
        n.add("Priority: ", rng.choice(["Routine", "Soon", "Urgent (Hct > 0.55)", "Routine - 4 wks"]), "\n\n")
        n.add("PATIENT DETAILS\n", "Surname: ", P(c.pt.last.upper() if rng.random() < 0.5 else c.pt.last),
              "   Forename(s): ", P(c.pt.first + (" " + c.pt.middle if c.pt.middle else "")), "\n")
        n.add("DOB: ", c.dob_item(), "   Age: ", AGE(str(c.age)), "   Sex: ", c.pt.sex, "\n")
        n.add(L.mrn_label(rng), ": ", MRN(c.mrn))
        if c.natid:
            n.add("   ", "NHS No: " if c.country == "UK" else "IHI: ", MRN(c.natid))
        n.add("\n", "Address: ", c.addr_lines(one_line=True), "\n")
        n.add("Home tel: ", PH(c.phone), "   Mobile: ", PH(c.mobile), "\n")
        if rng.random() < 0.6:
            n.add("Email: ", EM(c.email), "  (consents to email/SMS reminders: ",
                  rng.choice(["Y", "Yes", "N"]), ")\n")
        if rng.random() < 0.5:
            n.add("Occupation: ", PROF(c.prof), "\n")
        if rng.random() < 0.5:
            n.add("NOK: ", FAM(c.spouse.name("full")), " (", c.spouse.rel, ") ", PH(L.phone(rng, "mob")), "\n")
        if rng.random() < 0.7:
            B.payer(n, c, "Funding: ")
        if c.country in ("US", "IE", "CA") and rng.random() < 0.5:
            n.add(L.ssn_label(), ": ", SSN(c.ssn), "\n")
        n.add("Interpreter: ", rng.choice(["No", "No", "Yes - Polish", "Yes - Portuguese", "No (good English)"]),
              "\n\nREFERRER\n", "Name: ", B.dr_item(c, c.gp, "full"), "\n", "Practice: ", HOSP(c.practice), "\n",
              "Address: ", c.addr_lines("gp", one_line=True), "\n", "Tel: ", PH(c.gp_phone), "   Fax: ",
              FAX(c.gp_fax), "\n")
        if rng.random() < 0.5:
            lab, num = L.doc_licence(rng)
            n.add(lab, ": ", LIC(num), "\n")
        n.add("\nCLINICAL DETAILS\n", "Diagnosis: ", B.dxtext(c), "\n")
        if c.dx in ("hh", "hh_cpd"):
            n.add("HFE genotype confirmed ", c.D(add_days(base["d"], -rng.randint(20, 200))), " (",
                  rng.choice(["lab ref ", "report no. "]), IDN(idn(rng, "gen")), ")\n")
        n.add("Bloods (", c.D(base["d"]), "): ")
        _bloods_line(n, c, base)
        n.add("\n", "Target: ", B.target(c), "\n", "Requested: ",
              rng.choice(["450 mL weekly until target then review", "450 mL fortnightly", "500 mL every 2 weeks",
                          "venesect 450 mL if Hct > 0.45, check FBC each visit", "monthly maintenance 450 mL"]), "\n")
        n.add("PMH: ", "; ".join(rng.sample(B.PMH, 3)), "\n", "Meds: ", B.drugs(c, 3), "\n",
              "Allergies: ", rng.choice(["NKDA", "penicillin (rash)", "elastoplast", "nil known"]), "\n")
        n.add("Venous access: ", rng.choice(["good", "fair - previously difficult L arm", "unknown", "poor, may need USS"]),
              "\n", "Previous fainting with bloods: ", rng.choice(["No", "Yes, once in ", "No"]))
        if n.last.startswith("Yes"):
            n.add(DT(str(c.nd.year - rng.randint(1, 12))))
        n.add("\n\nSigned: ", DR(c.gp.name(rng.choice(["full", "finit"]))), "   Date: ", c.D(c.nd), "\n")
        if rng.random() < 0.4:
            n.add("Please return completed forms to ", EM(c.unit_email), " or fax ", FAX(c.unit_fax), "\n")
    elif k == 1:
        n.add(HOSP(c.practice), "\n", c.addr_lines("gp"), "\n", "Tel ", PH(c.gp_phone))
        if rng.random() < 0.6:
            n.add("  Fax ", FAX(c.gp_fax))
        n.add("\n", "Email ", EM(c.gp_email), "\n\n", c.D(c.nd, "long"), "\n\n")
        n.add(rng.choice(["Dear Colleague,", "Dear Venesection Team,", "Dear Sister,", "Dear Dr "]))
        if n.last == "Dear Dr ":
            n.add(DR(c.cons.name("last")), ",")
        n.add("\n\n", "Re: ", c.pname(), ", DOB ", c.dob_item(), ", ", L.mrn_label(rng), " ", MRN(c.mrn), "\n",
              c.addr_lines(one_line=True), "\n\n")
        pr = "he" if c.pt.sex == "M" else "she"
        n.add("I would be grateful if you could arrange ", c.L.ven, " for this ", AGE(str(c.age)),
              rng.choice(["-year-old ", " year old ", " yo "]), PROF(c.prof) if rng.random() < 0.5 else "patient",
              " who has ", B.dxtext(c), ". ")
        n.add(pr.capitalize(), " was found to have a raised ferritin on routine bloods in ", c.D(ser[0]["d"], "month"),
              rng.choice([" when attending with fatigue", " at an insurance medical", " during a well-man check",
                          " after a cousin was diagnosed", " while on testosterone"]), ". ")
        n.add("Most recent results (", c.D(base["d"]), "): ")
        _bloods_line(n, c, base)
        n.add(". ")
        if rng.random() < 0.6:
            f = c.fam_pick(["brother", "sister", "father", "mother", "cousin"])
            n.add("Family history: ")
            B.fam_mention(n, c, f)
            n.add(rng.choice([" is also C282Y homozygous and attends ", " had venesection at ", " was treated at "]),
                  HOSP(c.hosp2), ". ")
        n.add("\n\n", "Past history includes ", ", ".join(rng.sample(B.PMH, 2)), ". Current medication: ",
              B.drugs(c, 2), ". ")
        B.social(n, c)
        n.add("\n\n", pr.capitalize(), " can be contacted on ", PH(c.mobile),
              rng.choice([" (mobile, prefers texts).", ".", " - works shifts, mornings best."]))
        if rng.random() < 0.5:
            n.add(" ", pr.capitalize(), " is keen to donate via the blood service if eligible.")
        n.add(" Our e-referral reference is ", IDN(ref_id), ".\n")
        n.add("\nYours sincerely,\n\n", "Dr ", DR(c.gp.name("full")), "\n", L.gp, "\n")
        if rng.random() < 0.5:
            lab, num = L.doc_licence(rng)
            n.add(lab, " ", LIC(num), "\n")
    else:
        n.add("*** e-Referral ***\n", "UBRN: " if c.country == "UK" else "Referral No: ", IDN(idn(rng, "ubrn")),
              "\n", "Service: ", rng.choice(["Haematology - Venesection", "Iron Overload Clinic", "Phlebotomy (therapeutic)"]),
              " @ ", HOSP(c.hosp), "\n", "Created: ", c.D(c.nd, "iso"), " ", "%02d:%02d" % (rng.randint(8, 18), rng.randint(0, 59)),
              " by ", USR(username(rng, c.gp)), "\n", "Referrer: ", B.dr_item(c, c.gp, "full"), " (", HOSP(c.practice), ")\n")
        n.add("Patient: ", c.pname("LASTFIRST"), "  DOB ", c.dob_item(), "  Sex ", c.pt.sex, "\n",
              L.mrn_label(rng), " ", MRN(c.mrn))
        if c.natid:
            n.add("  ", "NHS " if c.country == "UK" else "IHI ", MRN(c.natid))
        n.add("\n", "Contact: ", PH(c.mobile), " / ", EM(c.email), "\n\n", "Reason for referral:\n")
        n.add(B.dxtext(c), ". ")
        for pt in ser:
            n.add(c.D(pt["d"], "dm" if rng.random() < 0.5 else None), " ferritin ", str(pt["fer"]), ", Hct ",
                  B.hct_fmt(c, pt["hct"]), "; ")
        n.add("\n", "Question: ", rng.choice(["please commence venesection and advise on target.",
                                             "?suitable for nurse-led venesection",
                                             "pls assess + venesect, pt asymptomatic.",
                                             "for venesection and liver assessment (ALT raised)."]), "\n")
        n.add("Attachments: ", rng.choice(["bloods.pdf", "HFE_report.pdf, FBC.pdf", "none"]), "\n",
              "Sent from ", IP(ip_private(rng)), " - read receipt ", c.D(add_days(c.nd, rng.randint(1, 4)), "iso"), "\n")
        n.add("Triage: ", rng.choice(["accept - nurse-led list", "accept, consultant first", "accept - routine",
                                      "redirect to blood service"]), " (", DR(c.cns.name("finit")), ", ",
              c.D(add_days(c.nd, rng.randint(2, 9))), ")\n")


def session(c, n):
    rng, L = c.rng, c.L
    ser = B.series(c, 3, (7, 14))
    cur = ser[-1]
    nurse = c.nurses[0]
    sess_no = rng.randint(1, 24)
    k = rng.randrange(2)
    if k == 0:
        n.add(rng.choice(["THERAPEUTIC VENESECTION RECORD", "Venesection Session Record", "VENESECTION - NURSING RECORD"]),
              "\n", HOSP(c.unit), ", ", HOSP(c.hosp), "\n")
        n.add("Date: ", c.D(c.nd, rng.choice(["num", "dow", "abbr"])), "   Chair: ", LOC(str(rng.randint(1, 8))),
              "   Episode: ", ACCT(idn(rng, "acct")), "\n")
        n.add("Patient: ", c.pname(), "   DOB: ", c.dob_item(), "   ", L.mrn_label(rng), ": ", MRN(c.mrn), "\n")
        n.add("Indication: ", B.dxtext(c), "   Target: ", B.target(c), "\n")
        if rng.random() < 0.4:
            B.payer(n, c, "Cover: ")
        n.add("Session no.: ", str(sess_no), " (", rng.choice(["induction, weekly", "maintenance, 3-monthly",
                                                              "fortnightly", "maintenance, 8-weekly"]), ")\n\n")
        n.add("ID check: name + DOB verbal, wristband ", rng.choice(["checked", "applied"]))
        if rng.random() < 0.35:
            lab, val = B.bio_pair(rng)
            n.add(", ", lab, " ", BIO(val), " matched")
        n.add("\n", "Consent: verbal, ", rng.choice(["written consent on file from ", "signed form dated "]),
              c.D(add_days(c.nd, -rng.randint(30, 600))), "\n")
        n.add("Pre-obs: BP ", "%d/%d" % (rng.randint(105, 165), rng.randint(60, 98)), "  HR ", str(rng.randint(55, 98)),
              "  T ", "%.1f" % rng.uniform(36.1, 37.3), "  Wt ", str(rng.randint(58, 118)), " kg\n")
        n.add("Pre Hb (HemoCue Hb 301", ", SN " if rng.random() < 0.5 else "", )
        if n.last == ", SN ":
            n.add(DEV(idn(rng, "dev")))
        n.add("): ", B.hb_fmt(c, cur["hb"]), " ", L.hb_unit, "   Last ferritin ", str(cur["fer"]), " ", B.unit(c),
              " (", c.D(ser[-2]["d"]), ")\n")
        n.add("Access: ", rng.choice(["16G", "17G", "18G"]), " needle ", rng.choice(["L ACF", "R ACF", "L cephalic", "R basilic"]),
              ", ", rng.choice(["1st attempt", "2nd attempt", "1st attempt, good flow"]), "\n")
        st_h, st_m = rng.randint(8, 15), rng.randint(0, 50)
        dur = rng.randint(6, 22)
        n.add("Start ", "%02d:%02d" % (st_h, st_m), "   End ", "%02d:%02d" % (st_h + (st_m + dur) // 60, (st_m + dur) % 60),
              "   Duration ", str(dur), " min\n")
        n.add("Volume removed: ", rng.choice(["450", "450", "500", "400", "300 (stopped - slow flow)"]), " mL")
        if rng.random() < 0.4:
            n.add("  (mixer/scale ", DEV(idn(rng, "dev")), ")")
        n.add("\n", "Post-obs: BP ", "%d/%d" % (rng.randint(100, 150), rng.randint(58, 90)), "  HR ", str(rng.randint(58, 100)),
              "\n", "Oral fluids ", rng.choice(["500 mL", "2 cups of tea + biscuits", "300 mL water"]), "; observed ",
              rng.choice(["15", "20", "30"]), " min\n")
        n.add("Complications: ", rng.choice(["Nil", "Nil", "Mild light-headedness, resolved lying flat",
                                             "Small haematoma at site, pressure applied", "Slow flow - needle repositioned"]), "\n")
        if c.dx in ("hh", "hh_cpd") and rng.random() < 0.45:
            n.add("Blood unit: collected for donation, DIN ", IDN(idn(rng, "din")), "\n")
        else:
            n.add("Disposal: ", rng.choice(["clinical waste (yellow bin)", "discarded per policy", "sent to sluice for disposal"]), "\n")
        nxt = c.later(7, 90)
        n.add("Next appt: ", c.D(nxt, rng.choice([None, "dow", "dowshort"])), " ", "%02d:%02d" % (rng.randint(8, 15), rng.choice([0, 15, 30, 45])),
              rng.choice(["", " (FBC + ferritin before)", " - text reminder to ", " - pt to ring to confirm"]))
        if n.last.endswith("to "):
            n.add(PH(c.mobile))
        n.add("\n\n", "Nurse: ", DR(nurse.name(rng.choice(["full", "finit"]))))
        if rng.random() < 0.5:
            lab, num = L.nurse_licence(rng)
            n.add("  ", lab, " ", LIC(num))
        n.add("\n", "Checked by: ", DR(c.nurses[1].name(rng.choice(["full", "init2", "finit"]))), "\n")
    else:
        n.add(c.D(c.nd, rng.choice(["num", "abbr", "dow"])), " ", "%02d:%02d" % (rng.randint(8, 15), rng.randint(0, 59)), "  ",
              rng.choice(["Nursing note - venesection", "VENESECTION", "Venesection #" + str(sess_no)]), "\n")
        n.add(c.pname(rng.choice(["full", "LASTfirst"])), " (", L.mrn_label(rng), " ", MRN(c.mrn), "), ", AGE(str(c.age)),
              c.pt.sex if rng.random() < 0.5 else " y/o", ", attended ", HOSP(c.unit), " for ",
              rng.choice(["venesection no. " + str(sess_no), "scheduled venesection", "maintenance venesection"]), ". ")
        if rng.random() < 0.5:
            n.add("Accompanied by ", c.spouse.rel, " ", FAM(c.spouse.name("first")), ". ")
        if rng.random() < 0.25:
            n.add("Came straight from work (", ORG(c.employer), "). ")
        n.add("Seated in chair ", LOC(str(rng.randint(1, 10))), ". Feeling well, ", rng.choice(["ate breakfast", "had lunch",
                                                                                                  "fasting since last night (advised to eat next time)"]),
              ", drank ", rng.choice(["500 mL", "1 L", "a glass of"]), " water prior. ")
        n.add("Obs stable (BP ", "%d/%d" % (rng.randint(110, 160), rng.randint(62, 95)), ", P ", str(rng.randint(58, 96)), "). ")
        n.add("HemoCue Hb ", B.hb_fmt(c, cur["hb"]), ". ", "Hct from FBC ", c.D(ser[-2]["d"], "dm"), " ", B.hct_fmt(c, cur["hct"]), ". ")
        n.add(rng.choice(["16G", "17G"]), " needle to ", rng.choice(["L", "R"]), " ACF 1st attempt; ",
              rng.choice(["450", "470", "500"]), " mL removed over ", str(rng.randint(6, 18)), " min. ")
        n.add(rng.choice(["No adverse events.", "Felt briefly faint at end - legs raised, recovered in 5 min.", "Felt briefly faint at end - legs raised, recoverd in 5 min.",
                          "Tolerated well.", "Bruising from last time noted L arm, used R."]), " ")
        if rng.random() < 0.4:
            n.add("Pt asked about flying to ", CTRY(c.abroad()), " on ", c.D(c.later(5, 40), "dmon"),
                  " - advised fine 24-48 h after, keep hydrated. ")
        if rng.random() < 0.35:
            n.add("Drove here (reg ", VEH(L.plate(rng)), ") - parking validated. ")
        n.add("Rebooked for ", c.D(c.later(7, 60), rng.choice(["dowshort", "dmon", None])), ". ")
        if rng.random() < 0.5:
            n.add("Ferritin + FBC requested, order no. ", IDN(idn(rng, "spec")), ". ")
        n.add("\n", DR(nurse.name(rng.choice(["full", "finit", "first"]))), " ", rng.choice(["RN", "SN", "CNM1", "Staff Nurse", "RGN"]))
        if rng.random() < 0.3:
            n.add(" / HCA ", DR(c.hca.name("full")))
        n.add("\n")


def trend(c, n):
    rng, L = c.rng, c.L
    ser = B.series(c, rng.randint(5, 11), (7, 35))
    n.add(HOSP(c.lab), " - ", rng.choice(["CUMULATIVE REPORT", "Cumulative Results", "Trend Report: Iron studies / FBC"]), "\n")
    n.add("Patient: ", c.pname(rng.choice(["LASTFIRST", "LASTfirst", "full"])), "   ", L.mrn_label(rng), ": ", MRN(c.mrn),
          "   DOB: ", c.dob_item(), "   Sex: ", c.pt.sex, "\n")
    if c.natid and rng.random() < 0.6:
        n.add("NHS No: " if c.country == "UK" else "IHI: ", MRN(c.natid), "\n")
    n.add("Requested by: ", B.dr_item(c, c.cons, rng.choice(["full", "last", "finit"])), "   Location: ",
          rng.choice([[HOSP(c.unit)], ["Haematology OPD"], [HOSP(c.practice)], ["Day Unit"]]), "\n")
    n.add("Visit/Acct: ", ACCT(idn(rng, "acct")), "\n")
    if rng.random() < 0.45:
        B.payer(n, c, "Bill to: ")
    n.add("\n")
    us = L.us
    n.add(("%-12s%-13s%-9s%-6s%-6s%-6s%-5s%-5s" % ("Date", "Lab no.", "Ferritin", "TSAT", "Hb", "Hct", "MCV", "Plt")).rstrip() + "\n")
    sk = rng.randrange(4)
    for pt in ser:
        ds = L.date(pt["d"], rng.choice(["num"]))
        spec = idn(rng, "spec", sk)
        n.add(DT(ds), " " * max(1, 12 - len(ds)), IDN(spec), " " * max(1, 13 - len(spec)),
              ("%-9s%-6s%-6s%-6s%-5s%-5s" % (str(pt["fer"]) + ("H" if pt["fer"] > 400 else ""), str(pt["tsat"]) + "%",
                                           B.hb_fmt(c, pt["hb"]), B.hct_fmt(c, pt["hct"]), pt["mcv"], pt["plt"])).rstrip() + "\n")
    n.add("\nReference ranges: Ferritin ", "24-336 ng/mL" if L.na else rng.choice(["30-400 ug/L (M) 13-150 ug/L (F)", "20-300 ug/L"]),
          "; TSAT 20-45%; Hb ", "13.5-17.5 g/dL" if us else "130-170 g/L", "; Hct ", "40-52%" if us else "0.40-0.52",
          "; MCV 80-100 fL; Plt 150-400 x10^9/L\n")
    first, last = ser[0], ser[-1]
    n.add("\nComment: ")
    if c.dx in ("hh", "hh_cpd", "pct"):
        n.add(rng.choice(["Ferritin falling appropriately with ", "Satisfactory response to ", "Ferritin trend down on "]),
              c.L.ven, " (", str(first["fer"]), " -> ", str(last["fer"]), " ", B.unit(c), " since ", c.D(first["d"], "month"), "). ")
        if last["fer"] < 100:
            n.add("Now within target; suggest maintenance interval. ")
        if last["mcv"] < 80:
            n.add("Falling MCV - consider iron deficiency. ")
    else:
        n.add("Hct ", B.hct_fmt(c, first["hct"]), " -> ", B.hct_fmt(c, last["hct"]), "; ferritin now ", str(last["fer"]),
              " ", B.unit(c), rng.choice([" (iron deficient - expected with venesection).", "."]), " ")
    if rng.random() < 0.5:
        n.add("Discussed with ", B.dr_item(c, c.reg, "full"), " ", rng.choice(["(haem registrar)", "(SpR)", "(fellow)"]),
              " on ", c.D(last["d"], "dmon"), ". ")
    n.add("\n\n", "Authorised: ", DR(c.sci.name(rng.choice(["full", "finit"]))), ", ",
          rng.choice(["Clinical Scientist", "Biomedical Scientist", "Consultant Clinical Scientist", "Lab Supervisor"]))
    if c.country == "UK" and rng.random() < 0.5:
        n.add(" (HCPC ", LIC("CS" + "".join(rng.choice("0123456789") for _ in range(5))), ")")
    elif c.country == "US" and rng.random() < 0.4:
        n.add(" (CLS lic. ", LIC("MT" + "".join(rng.choice("0123456789") for _ in range(6))), ")")
    n.add("\n", "Printed ", c.D(c.nd, "iso"), " ", "%02d:%02d" % (rng.randint(7, 19), rng.randint(0, 59)), " by ",
          USR(username(rng, c.clerk)))
    if rng.random() < 0.6:
        n.add(" at ", IP(ip_private(rng)))
    n.add("   Page 1 of 1\n")
