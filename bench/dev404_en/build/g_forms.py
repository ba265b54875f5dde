"""Genres: DAS28 assessment, DMARD blood monitoring log, biologic switch request."""
import math
import sys

sys.dont_write_bytecode = True

import clinical as K
import ids
from blocks import addr, audit, dt, id_line, pt_name, pt_ref, signature, staff_name, encounter
from note import (ACCT, DATE, DOC, EMAIL, FAX, HOSP, HPLAN, IDN, LIC, LOCO, ORG, PAT, PHONE, SSN, USER,
                  IP, MRN)


def das28_form(rng, cs, n):
    st = rng.choice([cs.cns, cs.cns2, cs.reg])
    n.add(rng.choice(["DAS28 ASSESSMENT", "DAS28 Disease Activity Score - Assessment Form",
                      "Disease Activity Score (DAS28) Record", "DAS28-CRP / DAS28-ESR worksheet"]), "\n")
    n.add(HOSP(cs.hosp), " | Rheumatology\n\n")
    n.add("Patient: ", pt_name(rng, cs, rng.choice(["LF", "full", "LFM"])), "\n", *id_line(rng, cs, sep="   "), "\n")
    n.add("Date: ", dt(rng, cs, 0), "   Time: %02d:%02d   " % (rng.randint(8, 16), rng.choice([0, 10, 15, 20, 30, 40, 45])),
          rng.choice(["Clinic room ", "Room ", "Rm "]), LOCO(str(rng.randint(1, 14)) + rng.choice(["", "", "A", "B"])), "\n")
    n.add("Assessor: ", staff_name(rng, st), ", ", st.title, "\n")
    n.add("Consultant: Dr ", DOC(cs.cons.p.name(rng, rng.choice(["last", "fi_last"]))), "\n")
    bio = rng.random() < 0.5
    if bio:
        b = K.pick_bio(rng)
        n.add("Current therapy: %s (%s) %s" % (b[0], b[1], b[2]), ", since ", DATE(ids.month_year(rng, ids.add_days(cs.visit, -rng.randint(90, 900)))), "\n\n")
    else:
        d = K.pick_dmard(rng)
        n.add("Current therapy: %s %s %s\n\n" % (d[0], d[1], d[2]))
    act = rng.choice([0, 1, 1, 2, 2, 3])
    tend, swol = K.joint_exam(rng, act)
    n.add("28-JOINT COUNT (T = tender, S = swollen)\n")
    n.add("%-12s %-9s %-9s\n" % ("Joint", "Right", "Left"))
    n.add("%-12s %-9s %-9s\n" % ("", "T  S", "T  S"))
    for j in K.JOINTS:
        cells = []
        for side in ("R", "L"):
            key = "%s %s" % (side, j)
            cells.append("%s  %s" % ("x" if key in tend else "-", "x" if key in swol else "-"))
        n.add("%-12s %-9s %-9s\n" % (j, cells[0], cells[1]))
    crp, esr = K.inflam(rng, act)
    pga = min(100, rng.randint(5, 35) + 17 * act)
    e, c = K.das28(len(tend), len(swol), esr, crp, pga)
    n.add("TJC28: %d    SJC28: %d\n\n" % (len(tend), len(swol)))
    n.add("ESR %d mm/hr   CRP %s mg/L   (sample " % (esr, crp), dt(rng, cs, -rng.randint(0, 7)),
          rng.choice([", lab no ", ", specimen ", ", accession "]), IDN(ids.accession(rng)), ")\n")
    n.add("Patient global health (VAS 0-100): %d\n" % pga)
    n.add("DAS28-ESR = 0.56*sqrt(%d) + 0.28*sqrt(%d) + 0.70*ln(%d) + 0.014*%d = %.2f\n" % (len(tend), len(swol), esr, pga, e))
    n.add("DAS28-CRP = %.2f   CDAI %.1f   SDAI %.1f\n" % (c, len(tend) + len(swol) + pga / 10 + rng.randint(1, 7),
                                                         len(tend) + len(swol) + pga / 10 + rng.randint(1, 7) + crp / 10))
    n.say("Category: %s (%s)\n" % (K.das_cat(c), "<2.6 remission, <=3.2 low, <=5.1 moderate, >5.1 high"))
    prev = round(c + rng.uniform(-0.6, 2.2), 2)
    delta = prev - c
    resp = "good" if delta > 1.2 and c <= 3.2 else ("moderate" if delta > 0.6 else "no")
    n.add("Previous DAS28-CRP %.2f on " % prev, dt(rng, cs, -rng.randint(60, 140)), " -> change %.2f; EULAR response: %s\n" % (delta, resp))
    n.add("HAQ-DI %.3f\n\n" % rng.choice([0.25, 0.5, 0.875, 1.125, 1.5, 1.875, 2.25]))
    n.add("Comments: ")
    n.say(K.symptom_line(rng, cs.pt.pron), ". ")
    if c > 5.1 and rng.random() < 0.8:
        n.say("DAS28 > 5.1 today and on ", dt(rng, cs, -rng.randint(28, 45)), " (two occasions 1 month apart) - meets ",
              rng.choice(["NICE TA375", "NICE TA715", "PBS", "local"]), " criteria for advanced therapy. Discussed with Dr ",
              DOC(cs.cons.p.last), ".")
    elif c < 2.6:
        n.say("In remission - discussed tapering; ", PAT(cs.pt.first), " keen to continue for now.")
    else:
        n.say(rng.choice(["Plan optimisation of csDMARD.", "IM Kenalog 80 mg given.", "For review in clinic as planned."]),
              " ", K.wordy_negs(rng))
    n.add("\n\n", rng.choice(["Signed: ", "Assessed by: "]), staff_name(rng, st, "full"), rng.choice([", RN", "", ""]), "  ",
          dt(rng, cs, 0), "\n")
    if rng.random() < 0.6:
        n.add(*audit(rng, cs, st, cs.visit))


def dmard_log(rng, cs, n):
    drug = rng.choice(["Methotrexate", "Methotrexate s/c", "Leflunomide", "Sulfasalazine", "Azathioprine (for ILD overlap)",
                       "Methotrexate + Leflunomide"])
    n.add(rng.choice(["DMARD MONITORING LOG", "Shared care DMARD blood monitoring record",
                      "DMARD Blood Monitoring - Nurse Log", "Drug monitoring chart - DMARDs"]), "\n")
    site = HOSP(cs.practice) if rng.random() < 0.5 else HOSP(cs.hosp)
    n.add("Monitoring site: ", site, "\n")
    n.add("Patient: ", pt_name(rng, cs, rng.choice(["LF", "LFM", "full"])), "  ", *id_line(rng, cs, sep="  "), "\n")
    k = rng.randrange(3)
    if k == 2:
        n.add("Tel: ", PHONE(cs.mobile), "  (landline: ", PHONE(cs.phone), ")\n")
    else:
        n.add("Tel: ", PHONE(cs.mobile), ["  (prefers text)", ""][k], "\n")
    gaps = [0] + [rng.choice([14, 14, 28, 30, 84, 90]) for _ in range(rng.randint(6, 11))]
    start = ids.add_days(cs.visit, -sum(gaps) - rng.randint(0, 10))
    n.add("Drug: ", drug, " - started ", DATE(cs.d(rng, start)), " by Dr ", DOC(cs.cons.p.name(rng, "fi_last")), "\n")
    n.add("Schedule: ", rng.choice(["2-weekly until stable 6/52, monthly x3, then 3-monthly", "monthly (leflunomide + MTX)",
                                    "3-monthly (stable)", "every 12 weeks, extra check after dose change"]), "\n")
    u = K.units(cs.c)
    n.add("\n%-11s| Hb   | WCC  | Neut | Plt | MCV | ALT | Alb | Creat | eGFR | CRP | Sample no    | Action     | By\n" % "Date")
    n.add("-" * 112, "\n")
    d = start
    nurses = [cs.cns, cs.cns2, cs.nurse]
    problems = []
    for gap in gaps:
        d = ids.add_days(d, gap)
        bad = rng.choice([None] * 9 + ["ALT", "neut", "plt", "egfr", "mcv"])
        L = K.labs(rng, cs.c, bad)
        crp = round(rng.uniform(1, 30), 0)
        ds = cs.d(rng, d, "dd/mm/Y" if ids.COUNTRY_DATES[cs.c] != "mdy" else "mm/dd/Y")
        n.add(DATE(ds), " " * max(1, 11 - len(ds)), "| ")
        n.add("%-5s| %-5s| %-5s| %-4s| %-4s| %-4s| %-4s| %-6s| %-5s| %-4d| " % (L["Hb"], L["WCC"], L["Neut"], L["Plt"], L["MCV"],
                                                                            L["ALT"], L["Alb"], L["Creat"], L["eGFR"], crp))
        spec = ids.accession(rng)
        n.add(IDN(spec), " " * max(1, 13 - len(spec)), "| ")
        act = {None: "continue", "ALT": "withhold", "neut": "withhold", "plt": "repeat 1/52", "egfr": "discuss",
               "mcv": "B12/folate"}[bad]
        n.add("%-11s| " % act)
        who = rng.choice(nurses)
        n.add(DOC(who.p.name(rng, "init").replace(".", "")), "\n")
        if bad:
            problems.append((d, bad, L, who))
    n.add("\nUnits: Hb %s, WCC/Neut/Plt %s, Creat %s, ALT U/L, Alb g/L, CRP mg/L\n\n" % (u["Hb"], u["Plt"], u["Creat"]))
    n.add("Comments:\n")
    if not problems:
        n.say("- All results within BSR action thresholds. ", PAT(cs.pt.first), " reminded re annual flu vaccine.\n")
    for d, bad, L, who in problems[:3]:
        what = {"ALT": "ALT %s (>2x ULN)" % L["ALT"], "neut": "neutrophils %s" % L["Neut"], "plt": "platelets %s" % L["Plt"],
                "egfr": "eGFR %s" % L["eGFR"], "mcv": "MCV %s" % L["MCV"]}[bad]
        n.add("- ", DATE(cs.d(rng, d)), ": ")
        fix = {"ALT": ["drug withheld 1 week, repeat LFTs", "dose reduced by 5 mg", "advised alcohol abstinence and repeat LFTs"],
               "neut": ["drug withheld, repeat FBC in 1 week", "repeat in 1 week - likely viral"],
               "plt": ["repeat FBC in 1 week", "continue, recheck in 2 weeks"],
               "egfr": ["check hydration, repeat U&E", "dose reduced; NSAID stopped"],
               "mcv": ["GP asked to check B12/folate", "folic acid increased to 6 days/week"]}[bad]
        n.say(what, ". Discussed with Dr ", DOC(rng.choice([cs.cons, cs.reg]).p.name(rng, "last")), "; ", rng.choice(fix), ". ")
        k = rng.randrange(3)
        if k == 0:
            n.say("Pt informed by phone on ", PHONE(cs.mobile), ".")
        elif k == 1:
            n.say(cs.ptitle, " ", PAT(cs.pt.last), " aware - message left with ", *[cs.rel, " ", ("%s" % cs.fam.first, "FAMILY")], ".")
        else:
            n.say("Letter sent to ", cs.gpw(), " (", HOSP(cs.practice), ", fax ", FAX(cs.pfax), ").")
        n.add(" [", DOC(who.p.name(rng, "init").replace(".", "")), "]\n")
    if rng.random() < 0.5:
        n.add("- Next bloods due ", dt(rng, cs, rng.randint(14, 90)), " at ", HOSP(cs.practice), rng.choice([" (phlebotomy Tue/Thu AM)", ""]), "\n")
    n.add("\n")
    if rng.random() < 0.7:
        n.add("Report generated ", dt(rng, cs, 0), " by ", USER(rng.choice([cs.cns, cs.nurse]).user),
              *([" from ", IP(ids.ipaddr(rng))] if rng.random() < 0.6 else []), "\n")


SWITCH_HEAD = {
    "UK": ["BLUETEQ HIGH COST DRUG NOTIFICATION - Rheumatoid arthritis: switch of advanced therapy",
           "Biologic switch request (NICE TA375/TA715) - for Biologics MDT"],
    "IE": ["Request for biologic switch - Rheumatology Biologics MDT / Hospital Pharmacy",
           "High-Tech Drug Scheme - change of biologic request"],
    "AU": ["PBS AUTHORITY APPLICATION - Severe active rheumatoid arthritis: change of bDMARD/tsDMARD",
           "Services Australia - Written Authority Required: RA continuing/changing treatment"],
    "NZ": ["PHARMAC SPECIAL AUTHORITY APPLICATION - Rheumatoid arthritis (switch)",
           "Special Authority renewal/switch - biologic for RA"],
    "CA": ["EXCEPTIONAL ACCESS PROGRAM (EAP) REQUEST - biologic switch, rheumatoid arthritis",
           "Special Authority Request - switch of biologic DMARD"],
    "US": ["PRIOR AUTHORIZATION REQUEST - Specialty Pharmacy (Rheumatoid Arthritis)",
           "Prior Authorization / Step Therapy Exception Request"],
}


def switch_request(rng, cs, n):
    c = cs.c
    n.add(rng.choice(SWITCH_HEAD[c]), "\n")
    if c == "US":
        n.add("To: ", ORG(cs.insurer), " - Pharmacy Prior Authorization Dept.   Fax: ", FAX(ids.phone(rng, c)), "\n")
    n.add("Date of request: ", dt(rng, cs, 0), "   Ref: ", IDN(ids.accession(rng, "ref")), "\n\n")
    n.add("SECTION 1 - PATIENT\n")
    n.add("Name: ", pt_name(rng, cs, rng.choice(["LF", "full", "LFM"])), "\n")
    n.add("DOB: ", DATE(cs.d(rng, cs.dob)), "   Sex: ", cs.pt.sex, "\n")
    n.add(cs.mrn_label(rng), ": ", MRN(cs.mrn), "\n")
    if cs.natid:
        n.add(cs.nat_label(rng), ": ", MRN(cs.natid), "\n")
    if c in ("AU", "CA", "IE", "US"):
        n.add(cs.plan_label(rng), ": ", HPLAN(cs.plan), "\n")
    if c == "US":
        n.add("Group #: ", HPLAN(ids.group_no(rng)), "\n")
        if rng.random() < 0.6:
            n.add("SSN (last on file): ", SSN(cs.ssn), "\n")
    if c in ("IE", "CA") and rng.random() < 0.7:
        n.add(cs.ssn_label(rng), ": ", SSN(cs.ssn), "\n")
    n.add("Address: ", *addr(rng, c, cs.addr), "\n")
    n.add("Phone: ", PHONE(cs.phone), "\n")
    n.add("Weight: %d kg\n\n" % rng.randint(48, 118))
    n.add("SECTION 2 - PRESCRIBER\n")
    n.add("Dr ", DOC(cs.cons.p.name(rng, "full")), ", ", cs.cons.title, "\n", HOSP(cs.hosp), "\n", *addr(rng, c, cs.haddr), "\n")
    n.add(cs.cons.lic_label, ": ", LIC(cs.cons.lic), "\n")
    if c == "US":
        n.add("DEA: ", LIC(ids.dea(rng)), "   NPI: ", LIC(ids.npi(rng)), "\n")
    if c == "AU" and rng.random() < 0.7:
        n.add("Prescriber No: ", LIC(ids.digits(rng, 7)), "\n")
    n.add("Phone: ", PHONE(cs.hphone), "   Fax: ", FAX(cs.hfax), "\n")
    if rng.random() < 0.5:
        n.add("Contact for queries: ", DOC(cs.pharm.p.name(rng, "full")), ", ", cs.pharm.title, ", ", EMAIL(cs.pharm.email), "\n")
    n.add("\nSECTION 3 - CLINICAL\n")
    cur = K.pick_bio(rng)
    new = K.pick_bio(rng, exclude=cur[0])
    n.add("Diagnosis: rheumatoid arthritis (ICD-10 M05.79), diagnosed ", DATE(str(cs.dx.year)), "\n")
    started = ids.add_days(cs.visit, -rng.randint(240, 900))
    n.add("Current advanced therapy: %s (%s) %s, started " % (cur[0], cur[1], cur[2]), DATE(cs.d(rng, started)), "\n")
    n.add("Reason for switch: ", rng.choice(["secondary loss of response (DAS28 rise > 1.2)", "primary non-response at 6 months",
                                             "adverse event - recurrent injection-site reactions",
                                             "adverse event - serious infection (cellulitis requiring IV antibiotics)",
                                             "anti-drug antibodies detected, trough undetectable", "needle phobia; oral option preferred"]), "\n")
    n.add("Prior DMARDs: ")
    y0 = min(cs.dx.year, started.year - 1)
    for i, (drug, _, _) in enumerate(rng.sample(K.CSDMARDS, 2)):
        a = min(y0 + i, started.year)
        b = min(started.year, a + rng.randint(0, 3))
        n.add("; " if i else "", drug, " ", DATE(str(a)), *(["-", DATE(str(b))] if b != a else []))
    n.add("\n\nDisease activity:\n")
    base_d = ids.add_days(started, -rng.randint(3, 40))
    n.add("  Baseline (pre-", cur[0], ") DAS28-ESR %.2f on " % rng.uniform(5.2, 7.4), DATE(cs.d(rng, base_d)), "\n")
    n.add("  Best response DAS28-ESR %.2f on " % rng.uniform(2.1, 3.9), DATE(cs.d(rng, ids.add_days(started, rng.randint(85, 180)))), "\n")
    for k in (2, 1):
        n.add("  Current DAS28-ESR %.2f on " % rng.uniform(4.6, 6.9), dt(rng, cs, -k * rng.randint(14, 30) + 14), "\n")
    n.add("  Swollen joints: %d  Tender joints: %d  ESR %d  CRP %d\n" % (rng.randint(3, 12), rng.randint(4, 18), rng.randint(28, 90), rng.randint(8, 80)))
    n.add("\nScreening: TB (QuantiFERON-TB Gold Plus) negative ", dt(rng, cs, -rng.randint(30, 700)),
          "; HBsAg/anti-HBc negative; HCV Ab negative; CXR clear.\n")
    n.add("Requested: %s %s - %s\n" % (new[0], new[1], new[2]))
    n.add("Proposed start: ", dt(rng, cs, rng.randint(10, 40)), "   Supply via: ",
          rng.choice([ORG(cs.homecare), HOSP(cs.pharmacy), "hospital pharmacy"]), "\n")
    n.say("\nSupporting statement: ", PAT(cs.pt.first), " has ", rng.choice(["failed", "lost response to"]), " ", cur[0],
          " despite adherence (confirmed with ", rng.choice(["homecare delivery records", "pharmacy", cs.rel]), "). ",
          {"UK": "Criteria in NICE TA375/TA715 are met (DAS28 > 5.1 despite advanced therapy).",
           "IE": "Approved at the biologics MDT; meets HSE reimbursement criteria.",
           "AU": "Meets PBS continuing/changing-treatment criteria (ESR > 25 mm/hr or CRP > 15 mg/L).",
           "NZ": "Meets Pharmac Special Authority criteria for a second biologic.",
           "CA": "Meets EAP criteria: failure of two csDMARDs including methotrexate and one biologic.",
           "US": "Step therapy requirements satisfied - two csDMARDs and one TNF inhibitor tried."}[c], "\n\n")
    n.add("Signature: ", "Dr ", DOC(cs.cons.p.name(rng, "fi_last")), "   Date: ", dt(rng, cs, 0), "\n")
    if rng.random() < 0.6:
        n.add("Approved: ", rng.choice(["yes", "pending", "yes - 6 months"]), "   Approval no: ", IDN(ids.digits(rng, 9) if c != "US" else "PA-" + ids.digits(rng, 8)),
              "   Processed by ", USER(cs.pharm.user), "\n")
    if rng.random() < 0.4:
        n.add(*encounter(rng, cs), "\n")
