"""Genres: discharge/transfer summary, GP referral, anticipatory prescribing, advice-line log, MDT review list."""
import case as C
import clin as K
import common as M
import narr as N
import phi as H
from doc import P


def discharge_summary(doc, rng, c):
    pt, nd = c["pt"], c["nd"]
    site = c["hosp"]
    s = H.pick_staff(rng, site, ["registrar", "sho", "consultant"])
    cons = H.pick_staff(rng, site, ["consultant"])
    dest = rng.choice(["home", "nh", "acute", "home"])
    M.letterhead(doc, rng, site, full=True)
    doc.lit(rng.choice(["DISCHARGE SUMMARY", "Transfer Summary", "Hospice Discharge Letter", "INPATIENT DISCHARGE / TRANSFER SUMMARY"]) + "\n\n")
    if rng.random() < 0.6:
        doc.put(["To: ", M.sname(rng, c["gp"], "dr_full"), ", ", P(c["gp_site"]["name"], "HOSPITAL"), ", ", C.site_addr(rng, c["gp_site"]), "\n"])
        if rng.random() < 0.5:
            doc.put(["Fax: ", P(c["gp_site"]["fax"], "FAX"), "   Secure email: ", P("reception@" + c["gp_site"]["domain"], "EMAIL"), "\n"])
    M.pt_block(doc, rng, c, fields=("name", "dob", "ids", "addr", "nok", "plan"))
    doc.put(["Admitted: ", P(H.fdate(c["adm"], s["dstyle"]), "DATE"), "   Discharged: ", P(H.fdate(nd, s["dstyle"]), "DATE"), "\n"])
    doc.put(["Consultant: ", M.sname(rng, cons, "dr_full"), "   Episode: ", P(c["acct"], "ACCOUNT"), "\n"])
    if dest == "home":
        doc.lit("Discharge destination: usual residence\n")
    elif dest == "nh":
        doc.put(["Discharge destination: ", P(c["nh"]["name"], "HOSPITAL"), ", ", C.site_addr(rng, c["nh"]), " (", c["room"], P(c["room_no"], "LOCATION_OTHER"), ")\n"])
    else:
        doc.put(["Transferred to: ", P(c["acute"]["name"], "HOSPITAL"), " ED by ambulance, ", rng.choice(["for surgical review of ", "for management of "]),
                 rng.choice(["fractured NOF", "suspected MSCC - MRI spine", "upper GI bleed", "obstructed stent"]), "\n"])
    doc.lit("\nDiagnosis: " + c["dx"]["name"] + "\n")
    doc.lit("Other problems: ")
    N.pmh(doc, rng)
    doc.lit("\nSummary of admission:\n")
    doc.put([H.pt_ref(rng, pt), " was admitted ", rng.choice(["for symptom control", "for respite and symptom review", "with uncontrolled pain",
                                                             "with escalating nausea"]), ". "])
    doc.lit(" ".join(K.symptom_lines(rng, c["dx"], 3)) + " ")
    doc.lit(rng.choice(["Opioid titrated and converted back to oral regimen. ", "CSCI discontinued on day 6, oral meds tolerated. ",
                        "Radiotherapy 8Gy single fraction given at cancer centre. ", "Dexamethasone weaned. "]))
    if rng.random() < 0.6:
        f = rng.choice(c["fam"])
        doc.put(["Family meeting held ", P(H.fdate(H.add_days(nd, -rng.randrange(1, 6)), rng.choice(["dm", "wk_short", "d_mon"])), "DATE"),
                 " with ", C.fam_ref(rng, f, "given"), " (" + f["rel"] + "); ", rng.choice(["goals of care agreed.", "aware of limited prognosis.",
                                                                                            "keen to have patient home."]), " "])
    doc.lit("\n\nMedications on discharge:\n")
    N.meds_block(doc, rng, rng.randrange(5, 11))
    doc.lit("Anticipatory (just-in-case) meds: " + rng.choice(["supplied", "prescribed - GP to arrange", "in situ at home"]) + "\n")
    doc.lit("\nFunction at discharge: AKPS %d. %s\n" % (K.scores(rng)["akps"], rng.choice(["Needs assistance of 1 with transfers.", "Hoist x2.", "Independent with frame."])))
    doc.lit("Resuscitation status: " + rng.choice(["DNACPR (form travels with patient)", "not for CPR", "NFR"]) + ".  ACP: " +
            rng.choice(["completed, copy enclosed", "in progress", "declined"]) + "\n")
    if dest == "home" and rng.random() < 0.6:
        doc.lit("Equipment: ")
        doc.put(["hospital bed (loan no. ", P("EQ-" + H.digits(rng, 5), "DEVICE"), "), ", rng.choice(["commode, ", "wheelchair, ", ""]),
                 "oxygen concentrator SN ", P(H.serial(rng), "DEVICE"), "\n"])
    doc.lit("\nFollow-up:\n")
    cm = H.pick_staff(rng, site, ["community"])
    doc.put(["- Community palliative care: ", M.sname(rng, cm, "full"), " (", cm["cred"], ") will visit within ",
             rng.choice(["48 hours", "1 week", "2/7"]), ", mob ", P(H.phone(rng, c["country"], "mob"), "PHONE"), "\n"])
    doc.put(["- OPD: ", M.sname(rng, cons, "dr_sur"), "'s clinic ", P(H.fdate(H.add_days(nd, rng.randrange(10, 40)), rng.choice(["dmy", "d_mon_y", "wk_long"])), "DATE"), "\n"])
    if rng.random() < 0.5:
        doc.lit("- Bloods: not required\n")
    doc.put(["- 24h advice line: ", P(site["phone"], "PHONE"), "\n\n"])
    doc.lit(rng.choice(["Kind regards,\n", "Yours sincerely,\n", ""]))
    M.signature(doc, rng, s, c, nd)
    if rng.random() < 0.5:
        doc.put(["cc: ", C.fam_ref(rng, c["nok"], "full"), " (" + c["nok"]["rel"] + "); ", P(c["pharm"]["name"], "HOSPITAL"), "; "])
        doc.put([P(c["acute"]["name"], "HOSPITAL"), " chart (", P(c["acute_mrn"], "MRN"), ")\n"])
    M.footer(doc, rng, c, s, nd, 0.4)


def referral(doc, rng, c):
    pt, nd = c["pt"], c["nd"]
    gs, gp = c["gp_site"], c["gp"]
    nz = c["country"] == "NZ"
    M.letterhead(doc, rng, gs, full=True)
    doc.nl()
    doc.put([P(H.fdate(nd, gp["dstyle"]), "DATE"), "\n\n"])
    doc.put([rng.choice(["Specialist Palliative Care Team", "Referrals Coordinator", "The Medical Director", "Community Palliative Care Team"]), "\n",
             P(c["hosp"]["name"], "HOSPITAL"), "\n", C.site_addr(rng, c["hosp"]), "\n"])
    if rng.random() < 0.5:
        doc.put(["By fax: ", P(c["hosp"]["fax"], "FAX"), "\n"])
    doc.nl()
    doc.put(["Re: ", H.nm(pt, "PATIENT", rng.choice(["title_full", "full", "caps"])), ", DOB ", P(H.fdate(pt["dob"], rng.choice(["dmy", "dot", "dmy_s4"])), "DATE")])
    if nz:
        doc.put([", NHI ", P(c["nhi"], "MRN")])
    elif rng.random() < 0.6:
        doc.put([", ", c["natid_label"].rstrip(":") + " ", P(c["natid"], "SSN")])
    doc.put(["\n", C.addr_line(rng, c["addr"]), "\n"])
    if rng.random() < 0.6:
        doc.put([c["plan_label"] + " ", P(c["plan"], "HEALTHPLAN"), "\n"])
    doc.nl()
    doc.lit(rng.choice(["Dear colleague,\n\n", "Dear Dr,\n\n", "Dear Team,\n\n", "Kia ora koutou,\n\n" if nz else "Dear Doctor,\n\n"]))
    doc.put(["Thank you for seeing this ", H.age_piece(rng, pt["age"], pt["sex"], rng.choice(["yr", "yr_old_sp"])), " ",
             rng.choice(["gentleman" if pt["sex"] == "M" else "lady", "man" if pt["sex"] == "M" else "woman"]), " with ", c["dx"]["name"], ". "])
    doc.put(["Diagnosed ", P(H.fdate(c["dx_date"], rng.choice(H.PART_STYLES)), "DATE"), " at ", P(c["acute"]["name"], "HOSPITAL"),
             " under ", M.sname(rng, H.pick_staff(rng, c["acute"], ["consultant"]), "dr_sur"), ". "])
    doc.lit(c["dx"]["note"][0].upper() + c["dx"]["note"][1:] + ". ")
    doc.lit(" ".join(K.symptom_lines(rng, c["dx"], rng.randrange(2, 4))) + "\n\n")
    doc.lit("I would be grateful for " + rng.choice(["community palliative care input", "admission to your unit for symptom control",
                                                      "advice on opioid titration", "assessment re: respite admission"]) + ". ")
    doc.put([H.pt_ref(rng, pt, True), rng.choice([" is aware of the referral and agreeable.", " and family are aware.", " has consented to referral."]), "\n\n"])
    doc.lit("PMH:\n")
    N.pmh(doc, rng)
    doc.lit("\nCurrent medication:\n")
    N.meds_block(doc, rng)
    N.allergies(doc, rng)
    doc.lit("\nSocial: ")
    N.social_hx(doc, rng, c)
    doc.lit("\n\n")
    if rng.random() < 0.5:
        N.labs_block(doc, rng, c, H.add_days(nd, -rng.randrange(1, 10)))
        doc.nl()
    doc.lit("Urgency: " + rng.choice(["urgent (within 48h)", "routine", "soon - within 1 week"]) + ".\n\n")
    doc.lit(rng.choice(["Yours sincerely,\n\n", "Many thanks,\n\n", "Ngā mihi,\n\n" if nz else "Kind regards,\n\n"]))
    doc.put(["Dr ", P(gp["given"] + " " + gp["sur"], "DOCTOR"), "\n", gp["cred"], "\n", gp["lic_label"] + " ", P(gp["lic"], "LICENSE"), "\n"])
    if rng.random() < 0.5:
        doc.put(["Direct line ", P(H.phone(rng, c["country"], "land", gs["area"]), "PHONE"), " | ", P(gp["email"], "EMAIL"), "\n"])
    if rng.random() < 0.3:
        doc.put(["Referral ID ", P("REF-" + str(nd.year) + "-" + H.digits(rng, 5), "IDNUM"), " (sent via ", rng.choice(["Healthlink", "eReferral portal", "HealthMail"]), ")\n"])
    M.footer(doc, rng, c, gp, nd, 0.2)


def anticipatory(doc, rng, c):
    pt, nd = c["pt"], c["nd"]
    pr = rng.choice([c["gp"], H.pick_staff(rng, c["hosp"], ["consultant", "registrar", "anp"])])
    ph = c["pharm"]
    doc.lit(rng.choice(["ANTICIPATORY PRESCRIBING - 'JUST IN CASE' MEDICATIONS", "Just-in-Case Medication Authorisation",
                        "Community Anticipatory Medicines Chart", "END OF LIFE ANTICIPATORY PRESCRIPTION"]) + "\n")
    doc.put(["Patient: ", H.nm(pt, "PATIENT", rng.choice(["caps", "full", "comma"])), "   DOB ", P(H.fdate(pt["dob"], "dmy"), "DATE"), "\n"])
    doc.put(M.ids_line(rng, c))
    doc.put(["\nAddress: ", C.addr_line(rng, c["addr"]), "\n"])
    doc.put(["Weight: %d kg   Renal: eGFR %d   Allergies: %s\n" % (rng.randrange(38, 95), rng.randrange(8, 90), rng.choice(["NKDA", "penicillin", "morphine (itch)"]))])
    doc.lit("\nDrug | Indication | Dose range | Route | Frequency | Max/24h\n")
    for l in rng.sample(K.PRN, rng.randrange(4, 7)):
        doc.lit("- " + l + "\n")
    doc.lit("Water for injection 10 mL x10; Sodium chloride 0.9% flushes\n")
    doc.put(["\nPrescriber: ", M.sname(rng, pr, "dr_full" if pr["is_dr"] else "full_cred"), "   ", pr["lic_label"] + " ", P(pr["lic"] or H.digits(rng, 6), "LICENSE"),
             "\nDate: ", P(H.fdate(nd, pr["dstyle"]), "DATE"), "   Rx no. ", P(H.digits(rng, 8), "IDNUM"), "\n"])
    doc.put(["\nDispensed by: ", P(ph["name"], "HOSPITAL"), ", ", C.site_addr(rng, ph), "  Tel ", P(ph["phone"], "PHONE"), "\n"])
    doc.put(["Pharmacist: ", P(H.new_person(rng, c["country"])["given"] + " " + H.new_person(rng, c["country"])["sur"], "DOCTOR"), "  ",
             "PSI reg. " if c["country"] == "IE" else "PCNZ ", P(H.digits(rng, 5), "LICENSE"), "\n"])
    doc.lit("\nCONTROLLED DRUG RECORD (stock held in home)\n")
    doc.lit("Date       Time   Drug/strength          In   Out  Bal  Given by / Witness\n")
    nurses = [H.pick_staff(rng, c["hosp"], ["community", "nurse"]) for _ in range(2)]
    bal = rng.choice([5, 10])
    for i in range(rng.randrange(2, 6)):
        d = H.add_days(nd, i)
        out = rng.choice([0, 1, 1, 2])
        bal = max(0, bal - out)
        doc.put([P(H.fdate(d, "dmy"), "DATE"), " " + M.tm(rng) + "  " + rng.choice(["Morphine 10mg/1mL ", "Midazolam 10mg/2mL", "Oxycodone 10mg/1mL"]) +
                 "   -    %d    %d   " % (out, bal), P(H.initials(nurses[0], False), "DOCTOR"), " / ",
                 P(nurses[1]["sur"] if rng.random() < 0.5 else H.initials(nurses[1], False), "DOCTOR"), "\n"])
    if rng.random() < 0.6:
        doc.put(["\nAdministered by family carer (trained ", P(H.fdate(H.add_days(nd, -1), "dm"), "DATE"), "): ",
                 C.fam_ref(rng, c["nok"], "full"), " - competency signed off by ", M.sname(rng, nurses[0], "full"), ".\n"])
    if rng.random() < 0.4:
        doc.put(["Hospice CD cabinet access (biometric): ", P(H.bioid(rng), "BIOID"), "\n"])
    M.footer(doc, rng, c, nurses[0], nd, 0.45)


def telephone_log(doc, rng, c):
    pt, nd = c["pt"], c["nd"]
    site = c["hosp"]
    s = H.pick_staff(rng, site, ["nurse", "cns", "community"])
    doc.lit(rng.choice(["24 HOUR PALLIATIVE ADVICE LINE - CALL RECORD", "Out-of-hours telephone advice log", "Phone Advice Record (OOH)",
                        "Hospice advice line"]) + "\n")
    clk = M.Clock(rng, 0, 24)
    doc.put(["Call ref: ", P(H.digits(rng, 2) + "-" + H.digits(rng, 5), "IDNUM"), "   Date: ", P(H.fdate(nd, rng.choice(["dmy", "iso", "d_mon_y"])), "DATE"),
             "   Time: " + clk.now() + "   Duration: " + str(rng.randrange(3, 35)) + " min\n"])
    f = rng.choice(c["fam"])
    doc.put(["Caller: ", C.fam_ref(rng, f, rng.choice(["full", "given", "title_sur"])), " (", f["rel"], ")  Callback no. ", P(f["phone"], "PHONE"), "\n"])
    if rng.random() < 0.35:
        doc.put(["Caller verified: voice ID ", P(H.bioid(rng).replace("FP-", "VP-").replace("PV-", "VP-"), "BIOID"), "\n"])
    doc.put(["Re patient: ", H.nm(pt, "PATIENT", rng.choice(["full", "caps", "comma"])), ", ", H.age_piece(rng, pt["age"], pt["sex"]), "  "])
    doc.put(M.ids_line(rng, c))
    doc.put(["\nKnown to: ", rng.choice(["community team", "IPU (discharged)", "day hospice"]), " - key worker ",
             M.sname(rng, H.pick_staff(rng, site, ["community", "cns"]), "full"), "\n"])
    if rng.random() < 0.5:
        doc.put(["Location: ", C.addr_line(rng, c["addr"]), "\n"])
    doc.lit("\nReason for call:\n")
    doc.put([C.fam_ref(rng, f, "given"), rng.choice([" reports ", " says "]), H.pt_ref(rng, pt, False),
             rng.choice([" is very restless and calling out", " has noisy breathing", " has vomited x3 since tea time",
                         " is in a lot of pain despite PRN at " + M.fmt_time(clk.m - rng.randrange(40, 180), clk.f), " hasn't passed urine since morning", " seems to have stopped eating and drinking"]), ". "])
    doc.lit(" ".join(K.symptom_lines(rng, c["dx"], rng.randrange(1, 3))) + "\n")
    doc.lit("\nAdvice given:\n")
    for a in rng.sample(["Give PRN from just-in-case box as prescribed; call back in 30 min if no effect.",
                         "Reposition, mouth care, reassure - secretions not distressing to patient.",
                         "Explained changes in breathing pattern as part of dying process.",
                         "Check catheter not kinked; if retention suspected, OOH GP/DN to visit.",
                         "If catastrophic bleed: dark towels, stay with patient, call 999 then hospice." if c["country"] == "IE" else "If catastrophic bleed: dark towels, stay with patient, call 111 then hospice.",
                         "Safe to give second dose of midazolam 2.5 mg SC after 1 hour."], rng.randrange(2, 4)):
        doc.lit("- " + a + "\n")
    if rng.random() < 0.6:
        doc.put(["Escalated to on-call ", M.sname(rng, H.pick_staff(rng, site, ["registrar", "consultant"]), rng.choice(["dr_sur", "dr_full"])),
                 " at " + clk.adv(5, 25) + " - ", rng.choice(["agreed plan.", "advised CSCI to be set up in morning.", "will phone family directly."]), "\n"])
    if rng.random() < 0.5:
        doc.put(["OOH GP (", P(rng.choice(["LakelandDoc", "NorthCare OOH", "BayDoc Co-op", "MidCounty GP Out of Hours"]) if c["country"] == "IE" else rng.choice(["Harbour Urgent Care", "Kōwhai After Hours", "Riverside Accident & Medical"]), "HOSPITAL"),
                 ") informed, case no. ", P(H.digits(rng, 7), "IDNUM"), "\n"])
    doc.put(["Callback: ", rng.choice(["done at ", "planned "]), clk.adv(30, 60), " - ", rng.choice(["settled.", "no answer, left message.", "improved.", "ongoing."]), "\n\n"])
    doc.put(["Call taken by: ", M.sname(rng, s, rng.choice(["full", "full_cred"])), "  (user ", P(s["user"], "USERNAME"), ")\n"])
    if rng.random() < 0.4:
        doc.put(["Line: ", P(site["phone"], "PHONE"), "  Recorded on system ", P(H.ipaddr(rng), "IPADDR"), "\n"])
    M.footer(doc, rng, c, s, nd, 0.2)


def mdt_review(doc, rng, c, extra):
    """Weekly MDT list: the case plus several extra patients (each extra is its own case dict)."""
    site = c["hosp"]
    nd = c["nd"]
    doc.put([P(site["name"], "HOSPITAL"), " - ", rng.choice(["Weekly IPU MDT", "MDT meeting minutes", "Multidisciplinary Team Review", "IPU/Community MDT list"]), "\n"])
    doc.put(["Date: ", P(H.fdate(nd, rng.choice(["wk_long", "dmy", "long"])), "DATE"), "   Chair: "])
    chair = H.pick_staff(rng, site, ["consultant"])
    doc.put([M.sname(rng, chair, "dr_full"), "\n"])
    doc.lit("Attendees: ")
    att = []
    for r in rng.sample(["registrar", "sho", "cns", "nurse", "sw", "chaplain", "pharm", "community", "anp", "bereave"], rng.randrange(4, 8)):
        att.append(H.pick_staff(rng, site, [r]))
    for i, a in enumerate(att):
        if i:
            doc.lit(", ")
        doc.put([P(a["given"] + " " + a["sur"] if rng.random() < 0.6 else a["given"][0] + ". " + a["sur"], "DOCTOR"), " (" + a["cred"] + ")"])
    doc.lit("\nApologies: " + rng.choice(["physio", "OT", "none", "MSW"]) + "\n\n")
    cases = [c] + extra
    for i, k in enumerate(cases):
        p = k["pt"]
        doc.put(["%d. " % (i + 1), H.nm(p, "PATIENT", rng.choice(["caps", "full", "comma", "init_sur"])), " (",
                 H.age_piece(rng, p["age"], p["sex"], rng.choice(["mf", "y", "yo", "mf_s"])), ")  "])
        if rng.random() < 0.7:
            doc.put([c["room"], P(k["room_no"], "LOCATION_OTHER"), "  "])
        doc.put([P(k["nhi"], "MRN") if k["country"] == "NZ" else P(k["mrn"], "MRN"), "\n"])
        doc.lit("   Dx: " + k["dx"]["short"] + ". " + " ".join(K.symptom_lines(rng, k["dx"], 2)) + "\n")
        sc = K.scores(rng)
        doc.lit("   Phase: %s  AKPS %d  " % (sc["phase"], sc["akps"]))
        if rng.random() < 0.5:
            f = rng.choice(k["fam"])
            doc.put(["Family: ", C.fam_ref(rng, f, "given"), " (" + f["rel"] + ") ", rng.choice(["struggling", "updated", "wants meeting", "on board"]), ". "])
        if rng.random() < 0.4:
            doc.put(["Adm ", P(H.fdate(k["adm"], rng.choice(["dm", "d_mon"])), "DATE"), ". "])
        doc.lit("\n   Plan: " + rng.choice(K.PLAN) + " ")
        if rng.random() < 0.4:
            doc.put(["D/C planning: ", rng.choice(["home", "NH placement"]), " - ", rng.choice([[P(k["nh"]["name"], "HOSPITAL")], ["awaiting home care package"],
                                                                                                 ["target ", P(H.fdate(H.add_days(nd, rng.randrange(3, 14)), "wk"), "DATE")]]), ". "])
        if rng.random() < 0.3:
            doc.put(["Action: ", P(rng.choice(att)["given"], "DOCTOR"), " to ", rng.choice(["call family", "liaise with GP", "review meds", "complete ACP"]), "."])
        doc.lit("\n\n")
    doc.put(["Deaths since last MDT: "])
    n = rng.randrange(0, 3)
    if n == 0:
        doc.lit("none.\n")
    for j in range(n):
        q = H.new_person(rng, c["country"])
        doc.put([H.nm(q, "PATIENT", rng.choice(["full", "init_sur"])), " (", P(H.fdate(H.add_days(nd, -rng.randrange(1, 7)), "dm"), "DATE"), ")",
                 "; " if j < n - 1 else ".\n"])
    doc.put(["\nMinutes: ", M.sname(rng, att[0], "full"), "\n"])
    M.footer(doc, rng, c, att[0], nd, 0.3)
