"""Genres: acute flare telephone advice, emergency department flare attendance note, work capacity certificate."""
import clin
import phi
from case import addr, audit, d, pt_banner, pt_ids, sig
from phi import add_days, WD


def _tm(rng, lo=0, hi=23):
    return "%02d:%02d" % (rng.randint(lo, hi), rng.randint(0, 59))


def flare_telephone_advice(n):
    rng, c = n.rng, n.c
    cc, unit = c["cc"], clin.ua_unit(rng, c["cc"])
    v = c["visit_d"]
    onset = add_days(v, -rng.randint(1, 4))
    joint = rng.choice(clin.JOINTS)
    by_family = rng.random() < 0.35
    n.typo = 0.08
    if rng.random() < 0.5:
        # terse shorthand entry
        n.typo = 0.2
        n.f("TEL ADVICE {DATE:v} " + _tm(rng, 8, 18) + " - {DOCTOR:nurse_init} (gout advice line)\n", v=d(n, v))
        if by_family:
            n.f("tc from pt's {fam_rel} {FAMILY:fam_first} on {PHONE:fam_phone} re {PATIENT:pt_full} ({DATE:dob}). ")
        else:
            n.f("tc from pt {PATIENT:pt_full} ({DATE:dob}), cb no {PHONE:pt_mob}. ")
        n.f("ID checked x2 incl 1st line addr ({STREET:pt_street}).")
        if c["pt_nick"] != c["pt_first"] and rng.random() < 0.5:
            n.f(" (goes by {PATIENT:pt_nick})")
        n.t("\n")
        n.f("c/o hot swollen {j} since {DATE:wd}, ", j=joint, wd=WD[onset.weekday()][:3] if rng.random() < 0.5 else WD[onset.weekday()])
        n.t(rng.choice(["pain 8/10, can't get shoe on. ", "woke him at 3am, sheet hurts. ", "limping, using crutches. ",
                        "similar to previous attacks. "]))
        n.t(rng.choice(["nil fever/rigors, feels otherwise well. ", "no fever, no wound. ", "temp 37.4 at home, no rigors. "]))
        n.t("on %s - %s. " % (clin.ult_line(rng, cc), rng.choice(["taking it", "stopped it 2 days ago (thought it caused flare)",
                                                                 "hasn't started yet", "taking it, missed a few"])))
        n.t("last urate %s %s.\n" % (clin.ua(rng, unit, rng.choice(["mid", "high", "target"])), unit))
        n.t("adv: continue ULT - do NOT stop in flare; start rescue pack %s; ice/elevate/rest; paracetamol prn. "
            % clin.flare_tx(rng, cc))
        n.t("red flags explained - if fever, >1 joint, or not settling in 48-72h see %s or attend %s.\n" % (c["T"]["gp"], c["T"]["ed"]))
        n.f("will ring back {DATE:cb}; " + rng.choice(["pt happy with plan.", "understood.", "wife to call if worse."]) + "\n",
            cb=d(n, add_days(v, rng.randint(1, 3))) if rng.random() < 0.6 else WD[add_days(v, 2).weekday()])
        if rng.random() < 0.5:
            n.f("email summary to {gp} {EMAIL:gp_email}\n", gp=c["T"]["gp"])
        n.f("{DOCTOR:nurse_ini}\n" if rng.random() < 0.5 else "{DOCTOR:nurse_full} CNS\n")
    else:
        n.t(rng.choice(["ACUTE FLARE TELEPHONE ADVICE\n", "Gout Helpline - telephone consultation\n", "Telephone triage: gout flare\n"]))
        n.f("Service: {HOSPITAL:hosp} Rheumatology advice line ({PHONE:line})\n", line=phi.phone(rng, cc, c["hosp_area"]))
        n.f("Date: {DATE:v}   Time: " + _tm(rng, 8, 17) + "   Call handled by: {DOCTOR:nurse_full}\n",
            v=phi.wd_date(v, cc) if rng.random() < 0.4 else d(n, v))
        pt_banner(n, rng.choice([0, 1, 2]))
        if by_family:
            n.f("Caller: {fam_rel}, {FAMILY:fam_full} ({PHONE:fam_phone}) - patient consent given verbally\n")
        else:
            n.f("Caller: patient, returned call on {PHONE:pt_phone}\n")
        n.f("\nHistory: flare of {j} from {DATE:od}; {k} previous flares this year. ", j=joint, od=d(n, onset), k=rng.randint(0, 6))
        n.t(rng.choice(["Swelling and redness, no skin break. ", "Able to weight bear with difficulty. ", "Second joint (knee) now aching. "]))
        n.t("Systemically well, no fever reported. ")
        if rng.random() < 0.4:
            n.f("Recent trigger: {trig} over {DATE:hol}. ", trig=rng.choice(["heavy drinking", "big seafood meal", "dehydration on holiday",
                                                                              "started furosemide"]), hol=c["holiday"])
        n.t("\nMeds: %s; %s.\n" % (clin.ult_line(rng, cc), ", ".join(clin.meds(rng, cc, 3))))
        n.t("eGFR %d; %s.\n" % (clin.egfr(rng), rng.choice(["no anticoagulant", "on apixaban", "no PPI", "on PPI"])))
        n.t("\nAdvice:\n1. Continue urate-lowering therapy at same dose.\n2. Start: %s.\n" % clin.flare_tx(rng, cc))
        n.t("3. Rest, elevate, ice packs 20 min several times a day.\n4. Seek urgent review if fever, spreading redness, "
            "unable to bear weight or symptoms >1 week (septic arthritis must be excluded).\n")
        n.f("5. Prescription sent to {HOSPITAL:pharmacy} ({PHONE:pharmacy_phone}) by Dr {DOCTOR:reg_last}.\n")
        n.f("\nFollow-up call arranged {DATE:fu}. Clinic appt brought forward to {DATE:ap}.\n",
            fu=d(n, add_days(v, 2)), ap=d(n, add_days(v, rng.randint(7, 30))))
        sig(n, "nurse", rng.choice([1, 3]))
    if rng.random() < 0.4:
        audit(n, "nurse", v)


def ed_flare_attendance(n):
    rng, c = n.rng, n.c
    cc, unit = c["cc"], clin.ua_unit(rng, c["cc"])
    v = c["visit_d"]
    us = cc == "US"
    n.typo = 0.06
    joint = rng.choice(clin.ASP_JOINTS + clin.JOINTS[:6])
    n.f(("{HOSPITAL:hosp} EMERGENCY DEPARTMENT - PROVIDER NOTE\n" if us else
         "{HOSPITAL:hosp} " + ("Emergency Department" if cc != "GB" else rng.choice(["A&E", "Emergency Department"])) + " - attendance record\n"))
    t0 = rng.randint(0, 1439)
    n.f("Attendance/encounter no: {ACCOUNT:acc}   Arrival: {DATE:v} %02d:%02d\n" % (t0 // 60, t0 % 60), acc=phi.account(rng, cc), v=d(n, v))
    mode = rng.random()
    if mode < 0.3:
        n.f("Mode of arrival: own car (reg {VEHICLE:pt_plate}), driven by {fam_rel}\n")
    elif mode < 0.55:
        n.f("Mode of arrival: ambulance, incident no {IDNUM:inc}", inc=phi.digits(rng, 8))
        if rng.random() < 0.5:
            n.f("; picked up from {LOCATION_OTHER:lm}", lm=rng.choice(["Kingsmead Shopping Centre", "Riverside Leisure Centre",
                                                                       "Victoria Park bowling green", "the Clocktower car park",
                                                                       "Harbour Street bus station", "Old Mill Bridge",
                                                                       "Westfield Retail Park", "Memorial Hall"]).replace("the ", ""))
        n.t("\n")
    elif mode < 0.65:
        n.f("Mode of arrival: taxi; car {VEHICLE:veh} left in short-stay car park - security informed\n", veh=c["pt_plate"])
    else:
        n.t("Mode of arrival: walked in\n")
    tri = {"GB": "Manchester Triage category 3 (Yellow)", "IE": "MTS category 3", "US": "ESI level 4", "CA": "CTAS 3",
           "AU": "ATS category 4", "NZ": "ATS 4"}[cc]
    n.f("Triage: " + tri + " by {DOCTOR:triage_full}   Location: " +
        rng.choice(["Majors bed ", "Cubicle ", "Fast Track chair ", "Bay ", "Resus ", "Room "]) + "{LOCATION_OTHER:loc}\n",
        loc=str(rng.randint(1, 24)) + rng.choice(["", "", "", "A", "B"]))
    if us:
        pt_banner(n, rng.choice([1, 3]))
        if rng.random() < 0.5:
            n.f("SSN: {SSN:pt_ssn}   Insurance: {ORGANIZATION:insurer} #{HEALTHPLAN:pt_hp}\n")
    else:
        pt_banner(n)
    n.f("NOK: {FAMILY:fam_full} ({fam_rel}) {PHONE:fam_phone}   {gp}: Dr {DOCTOR:gp_init}, {HOSPITAL:practice}\n", gp=c["T"]["gp"])
    if rng.random() < 0.25:
        n.f("Cardiac device: {model}, serial {DEVICE:sn}\n", model=rng.choice(["Medtronic Azure pacemaker", "Boston Scientific ICD",
                                                                               "Abbott Assurity pacemaker"]), sn=phi.device_sn(rng))
    n.t("\n" + ("Chief complaint: " if us else "PC: ") + "painful swollen %s\n" % joint)
    n.f("HPC: {AGE:age}{sx} with known gout, " + rng.choice(["onset overnight", "gradual over 24 h", "woke with pain"]) +
        " on {DATE:on}. ", sx=rng.choice([" yo " + c["sex"], c["sex"], "-year-old " + ("man" if c["sex"] == "M" else "woman")]),
        on=WD[add_days(v, -rng.randint(0, 2)).weekday()] if rng.random() < 0.5 else d(n, add_days(v, -1)))
    n.t(rng.choice(["Typical of previous attacks. ", "First flare in this joint. ", "Third flare this year. "]))
    n.t(rng.choice(["Denies trauma. ", "Minor knock 2/7 ago. ", "Had a few drinks at a wedding. "]))
    n.t("%s" % rng.choice(["No fevers or rigors.", "Felt shivery last night.", "No IVDU, no recent procedures."]))
    if rng.random() < 0.4:
        n.f(" Returned from {COUNTRY:tc} {k} days ago (long-haul flight, dehydrated, heavy drinking on holiday).",
            tc=rng.choice(["Spain", "Thailand", "Portugal", "Fiji", "Mexico", "Greece", "Vietnam", "Indonesia",
                           "Samoa", "Canada", "Italy", "Cyprus", "Jamaica", "Malta"]), k=rng.randint(1, 6))
    n.t("\n")
    n.t("PMH: gout, " + ", ".join(clin.comorbs(rng, 3)) + "\nDH: " + "; ".join(clin.meds(rng, cc, 3) + [clin.ult_line(rng, cc)]) + "\n")
    n.t("Allergies: %s\n" % rng.choice(["NKDA", "penicillin", "nil known", "codeine (vomiting)"]))
    n.f("SH: {works_as} {PROFESSION:pt_prof}; " + rng.choice(["lives with partner", "lives alone", "lives with family"]) +
        " in {CITY:pt_city}. " + rng.choice(["ETOH ~20 u/wk.", "Social drinker.", "Teetotal.", "Ex-smoker."]) + "\n")
    temp = rng.choice([36.6, 37.1, 37.4, 37.9, 38.2])
    n.t("\nObs: T %.1f  HR %d  BP %d/%d  RR %d  SpO2 %d%% RA  %s\n" % (temp, rng.randint(68, 112), rng.randint(120, 176),
                                                                   rng.randint(70, 100), rng.randint(14, 22), rng.randint(94, 99),
                                                                   rng.choice(["NEWS2 1", "NEWS2 2", "NEWS2 0", "qSOFA 0", ""])))
    n.t("O/E: " + clin.exam(rng, joint) + " " + rng.choice(clin.EPONYMS) + ".\n")
    n.t("\nIx: WCC %.1f, CRP %d, urate %s %s (can be normal during a flare), Cr %s.\n" % (
        rng.uniform(7, 16), rng.randint(12, 190), clin.ua(rng, unit, rng.choice(["target", "mid", "high"])), unit,
        clin.creat(rng, cc, clin.egfr(rng))))
    n.t("XR: %s\n" % rng.choice(["soft tissue swelling, no fracture; punched-out erosion with overhanging edge 1st MT head",
                                 "no bony injury; chondrocalcinosis not seen", "effusion, no fracture", "not performed"]))
    aspirated = rng.random() < 0.5
    if aspirated:
        n.f("Aspirated ({ml} mL turbid yellow fluid) - sent for crystals, Gram stain, culture; lab no {IDNUM:lab}.\n",
            ml=rng.randint(5, 60) if "knee" in joint else rng.randint(1, 5), lab=phi.accession(rng, "SF", v.year))
    n.t("\nTreatment in dept: %s; paracetamol 1 g PO" % clin.flare_tx(rng, cc).split(" for ")[0].split(" until ")[0])
    if rng.random() < 0.35:
        n.f(" (ADC fingerprint override {BIOID:b})", b=phi.bioid(rng))
    n.t(".\n")
    n.t(("Assessment/MDM: " if us else "Impression: ") + rng.choice([
        "acute gout flare; septic arthritis considered and felt unlikely (afebrile, previous identical episodes).",
        "probable gout; cannot exclude septic arthritis - aspirate sent, ortho aware." if aspirated else
        "probable gout; septic arthritis less likely - no effusion to aspirate, low threshold to return.", "acute crystal arthritis (gout vs CPPD).",
        "gout flare precipitated by diuretic increase."]) + "\n")
    if rng.random() < 0.6:
        n.t("DDx: " + ", ".join(rng.sample(["septic arthritis", "CPPD (pseudogout)", "reactive arthritis (formerly Reiter's)",
                                            "cellulitis", "Charcot arthropathy", "Lyme arthritis", "haemarthrosis on apixaban",
                                            "psoriatic dactylitis", "Still's disease (unlikely)"], 3)) + "\n")
    n.t("Plan:\n- " + clin.flare_tx(rng, cc) + "\n- continue ULT; do not stop during flare\n")
    if cc == "GB":
        n.f("- {gp} review in 1 week; rheumatology referral via e-RS (UBRN {IDNUM:ref})\n", gp=c["T"]["gp"],
            ref=" ".join(phi.digits(rng, 4) for _ in range(3)))
    else:
        n.f("- {gp} review in 1 week; rheumatology referral sent (ref {IDNUM:ref})\n", gp=c["T"]["gp"], ref="RF-" + phi.digits(rng, 7))
    n.t("- safety-net advice given; leaflet\n")
    t1 = t0 + rng.randint(110, 520)
    if aspirated and rng.random() < 0.35:
        n.f("\nAdmitted under " + rng.choice(["medicine", "orthopaedics", "rheumatology"]) + " to {HOSPITAL:ward}, bed {LOCATION_OTHER:bed}, "
            "{DATE:dd} %02d:%02d pending Gram stain/culture.\n" % (t1 // 60 % 24, t1 % 60), bed=str(rng.randint(1, 28)),
            dd=d(n, add_days(v, t1 // 1440)))
    else:
        n.f("\nDischarged {DATE:dd} %02d:%02d to home address.\n" % (t1 // 60 % 24, t1 % 60), dd=d(n, add_days(v, t1 // 1440)))
    roles = {"GB": ["ED Registrar", "Emergency Medicine Consultant", "FY2", "SHO (ED)", "ACP (ED)"],
             "IE": ["ED Registrar", "SHO (ED)", "Consultant in Emergency Medicine"],
             "US": ["Attending physician, MD", "ED resident (PGY-2)", "PA-C", "Nurse Practitioner (ED)"],
             "CA": ["Emergency physician", "PGY-3 resident", "Nurse Practitioner (ED)"],
             "AU": ["ED Registrar", "Emergency Physician (FACEM)", "ED Resident Medical Officer"],
             "NZ": ["ED Registrar", "Emergency Medicine Specialist (FACEM)", "House Officer (ED)"]}[cc]
    n.f("{DOCTOR:edoc_full}, " + rng.choice(roles))
    n.f(" (" + {"GB": "GMC", "US": "NPI", "CA": "CPSO", "AU": "AHPRA", "NZ": "MCNZ", "IE": "IMC"}[cc] + " {LICENSE:edoc_lic})\n")
    audit(n, "edoc", v)


def work_capacity_certificate(n):
    rng, c = n.rng, n.c
    cc = c["cc"]
    v = c["visit_d"]
    frm = add_days(v, rng.randint(0, 1))
    to = add_days(frm, rng.choice([6, 7, 13, 14, 20, 27]))
    title = {"GB": "Statement of Fitness for Work (fit note)", "US": "WORK STATUS REPORT / RETURN-TO-WORK NOTE",
             "CA": "Functional Abilities Form - short-term disability", "AU": "Medical Certificate of Capacity",
             "NZ": "Medical Certificate (Work and Income)", "IE": "Certificate of incapacity for work (Illness Benefit)"}[cc]
    n.t(title + "\n\n")
    n.f("Patient: {PATIENT:pt_fml}   DOB: {DATE:dob}\n")
    if cc != "GB":
        n.f("{ssn_label}: {SSN:pt_ssn}\n")
    if cc == "NZ":
        n.f("MSD client no: {IDNUM:msd}\n", msd=phi.digits(rng, 9))
    n.t("Address: ")
    addr(n, "pt")
    n.f("\nOccupation: {PROFESSION:pt_prof}   Employer: {ORGANIZATION:pt_emp}\n")
    if rng.random() < 0.6:
        n.f("Employer contact: {fam2_title} {FAMILY:mgr} ({mgr_role}), {PHONE:mph}\n",
            mgr=c["fam2_full"], mgr_role=rng.choice(["HR manager", "line manager", "site supervisor", "operations manager"]),
            mph=phi.with_ext(rng, phi.phone(rng, cc, c["pt_area"])))
    if cc in ("US", "CA"):
        n.f("Claim no: {IDNUM:cl}   Carrier: {ORGANIZATION:insurer}, policy {HEALTHPLAN:pol}\n", cl=phi.accession(rng, "STD", v.year),
            pol=phi.healthplan(rng, cc, c))
    elif cc == "AU":
        n.f("Claim no: {IDNUM:cl}\n", cl=phi.accession(rng, "WC", v.year))
    n.f("\nI assessed {title} {PATIENT:pt_last} on {DATE:v}", v=d(n, v))
    n.t(rng.choice([" in the rheumatology clinic", " at the surgery", " by telephone", " in the emergency department"]) + ".\n")
    n.t("Condition: " + rng.choice(["acute gout flare, right foot", "polyarticular gout flare (knees, ankles)",
                                    "tophaceous gout with discharging tophus left elbow", "gout flare following knee aspiration",
                                    "acute gout, left ankle; awaiting aspiration result"]) + "\n")
    n.t("Functional effect: " + rng.choice(["unable to weight bear for prolonged periods", "unable to climb ladders or drive a manual vehicle",
                                            "cannot wear safety boots", "limited grip right hand", "mobile short distances only"]) + "\n")
    status = rng.random()
    if status < 0.5:
        n.f("Not fit for work from {DATE:f} to {DATE:t} inclusive.\n", f=d(n, frm), t=d(n, to))
    else:
        n.f("May be fit for work with: " + rng.choice(["amended duties", "altered hours", "workplace adaptations", "phased return"]) +
            " from {DATE:f} to {DATE:t}.\n", f=d(n, frm), t=d(n, to))
        n.t("Restrictions: " + "; ".join(rng.sample(["seated work preferred", "no ladders or roof work", "no driving company vehicles while on colchicine loading",
                                                     "regular breaks to elevate foot", "no heavy lifting >10 kg", "allow soft footwear",
                                                     "access to water and toilet"], 3)) + ".\n")
    if rng.random() < 0.35 and cc in ("US", "CA", "AU", "NZ"):
        n.f("Commercial driver licence {LICENSE:dl} - safe to resume driving once able to brake without pain.\n",
            dl=phi.letters(rng, 1) + phi.digits(rng, 7) if cc != "AU" else phi.digits(rng, 8))
    if rng.random() < 0.25:
        n.f("Company vehicle {VEHICLE:veh} not to be driven until review.\n", veh=phi.vehicle(rng, cc))
    n.f("Review date: {DATE:r}\n\n", r=d(n, add_days(to, rng.randint(-2, 1))))
    who = rng.choice(["gp", "cons", "reg"])
    n.f("Doctor: Dr {DOCTOR:x}   " + {"GB": "GMC", "US": "NPI", "CA": "CPSO", "AU": "Provider no", "NZ": "MCNZ", "IE": "IMC"}[cc] +
        " {LICENSE:l}\n", x=c[who + "_full"], l=c[who + "_lic"] if cc != "AU" else phi.digits(rng, 6) + phi.letters(rng, 2))
    n.f("{HOSPITAL:site}\n", site=c["practice"] if who == "gp" else c["hosp"])
    addr(n, "prac" if who == "gp" else "hosp")
    n.f("\nTel {PHONE:ph}   Fax {FAX:fx}\n", ph=c["prac_phone"] if who == "gp" else c["hosp_phone"],
        fx=c["prac_fax"] if who == "gp" else c["hosp_fax"])
    n.f("Date of statement: {DATE:v}\n", v=d(n, v))
    if rng.random() < 0.3:
        n.f("Copy e-mailed to patient at {EMAIL:pt_email} at {his} request.\n")
    if rng.random() < 0.4:
        audit(n, who if who != "gp" else "clerk", v)
