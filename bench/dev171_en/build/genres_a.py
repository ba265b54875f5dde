"""Genres: community hospital ward list, intermediate care referral, hospital-at-home visit log."""
import pools as PL
import phi as H
import bits as B
from core import Doc, T, P, frag, space_table, pipe_table, delim_table, kv_block


# ====================================================================== ward list
def ward_list(rng, c):
    d = Doc()
    clerk = c.st("clerk")
    nic = c.st("wm")
    layout = rng.randrange(3)
    funded = rng.randrange(14, 29)
    if layout == 2:
        d.line("# export: ward_census_", H.fdate(c.today, "iso").replace("-", ""), ".tsv")
        d.line("# site=", P(c.comm, "HOSPITAL"), "; ward=", P(c.ward, "HOSPITAL"), "; user=", P(clerk.user, "USERNAME"),
               "; run ", B.tm(rng, 6, 8))
    else:
        d.line(P(c.comm.upper() if rng.random() < 0.3 else c.comm, "HOSPITAL"), " - ", P(c.ward, "HOSPITAL"),
               " - PATIENT LIST")
        d.line("Printed ", c.d(0, "dmy"), " ", B.tm(rng, 6, 8), " by ", P(clerk.user, "USERNAME"),
               "   Page 1 of 1   CONFIDENTIAL - do not leave unattended")
        d.line("NIC: ", H.staff(rng, nic, H.pick(rng, [0, 1, 2])), "  |  Ward tel ",
               c.phone(ext=rng.random() < 0.5), "  |  bleep ", H.bleep(rng))
        occ = funded - rng.randrange(0, 4)
        d.line("Funded %d / occupied %d / closed %d (IPC) / EDD today %d" % (
            funded, occ, rng.randrange(0, 3), rng.randrange(0, 4)))
        d.blank()
    n = rng.randrange(7, 13)
    beds = sorted(rng.sample(range(1, funded + 1), n))
    rows = []
    for i, b in enumerate(beds):
        p = c.pt if i == 0 else c.new_patient()
        nm = H.name(rng, p, "PATIENT", H.pick(rng, ["LAST_first", "last_first", "LAST_FIRST"]))
        if layout == 2:
            agef = P(str(p.age), "AGE")
            adm = H.date(rng, H.days(c.today, -rng.randrange(1, 40)), "iso")
        else:
            agef = frag(P(str(p.age), "AGE"), p.sex) if rng.random() < 0.6 else P(str(p.age), "AGE")
            adm = H.date(rng, H.days(c.today, -rng.randrange(1, 40)), H.pick(rng, ["ddmm", "dm", "dmy2"]))
        cons = c.st("gpwsi") if rng.random() < 0.5 else c.st("geri")
        consf = frag("Dr ", P(cons.last, "DOCTOR")) if layout != 2 else P(cons.last.upper(), "DOCTOR")
        k = rng.randrange(4)
        if k == 0:
            edd = T("TBC")
        elif k == 1:
            edd = T("MFFD")
        else:
            edd = H.date(rng, H.days(c.today, rng.randrange(1, 15)), "iso" if layout == 2 else "ddmm")
        rows.append([P(str(b), "LOCATION_OTHER"), nm, agef, P(p.natid, "MRN"), adm, consf,
                     T(B.problem(rng)), edd, B.plan(rng, c, p)])
    hdr = ["Bed", "Patient", "Age", c.pt.natid_label, "Adm", "Cons", "Issue", "EDD", "Plan"]
    if layout == 0:
        space_table(d, hdr, rows)
    elif layout == 1:
        pipe_table(d, hdr, rows)
    else:
        delim_table(d, [h.lower().replace(" ", "_") for h in hdr], rows, sep="\t")
    d.blank()
    if rng.random() < 0.6:
        d.line("Notes:")
        d.line("- ", H.pick(rng, ["Side room", "Bay"]), " ", P(str(rng.randrange(1, 6)), "LOCATION_OTHER"),
               " closed - norovirus precautions until ", c.d(rng.randrange(1, 4), short=True))
        d.line("- Expected admission from ", P(c.acute, "HOSPITAL"), " (", P(c.acute_ward, "HOSPITAL"), "): ",
               H.name(rng, c.new_patient(), "PATIENT", "init_last"), ", pending bed ",
               P(str(rng.randrange(1, funded + 1)), "LOCATION_OTHER"))
        if rng.random() < 0.5:
            d.line("- Pharmacy TTOs to ", P(c.pharmacy, "HOSPITAL"), " by 14:00 - contact ", H.staff(rng, c.st("pharm"), 4),
                   " ext ", P("555" + H.digits(rng, 1), "PHONE"))
    d.line("Key: MFFD medically fit for discharge; NCTR no criteria to reside; P1-P3 D2A pathway; ZF Zimmer frame")
    if rng.random() < 0.5:
        d.line("Handover completed ", B.tm(rng, 19, 21), " - ", H.staff(rng, c.st("sn"), H.pick(rng, [1, 2, 4])))
    return d


# ====================================================================== IC referral
def ic_referral(rng, c):
    d = Doc()
    p = c.pt
    ref = c.st(H.pick(rng, ["fy", "anp", "dc", "reg"]))
    d.line(H.pick(rng, ["INTERMEDIATE CARE REFERRAL", "Referral to Intermediate Care / Reablement",
                        "Step-up / Step-down Intermediate Care Referral Form", "ICT REFERRAL (community beds + home)"]))
    d.line("To: ", H.pick(rng, ["Single Point of Access", "Intermediate Care Hub", "Community Referral Centre"]),
           ", ", P(c.trust, "ORGANIZATION"))
    d.line("Email ", H.email_for(rng, team="spa." + H.slug(c.town)), "   Tel ", c.phone(), "   Fax ", c.fax())
    d.blank()
    lab, rid = H.idnum(rng, "ref")
    pairs = [
        ("Date of referral", c.d(0, H.pick(rng, ["dmy", "d_mon_y", "long"]))),
        (lab, rid),
        ("Referrer", frag(H.staff(rng, ref, H.pick(rng, [1, 2, 3])), " - ", ref.role)),
        ("Referring site", frag(P(c.acute, "HOSPITAL"), ", ", P(c.acute_ward, "HOSPITAL"))),
        ("Referrer contact", frag(c.phone(), " / bleep ", H.bleep(rng))),
    ]
    if rng.random() < 0.5:
        l2, lf = H.licence(rng, "fy" if ref.title == "Dr" else "sn", c.country)
        pairs.append(("Referrer " + l2, lf))
    kv_block(d, pairs)
    d.blank()
    d.line("PATIENT DETAILS")
    pairs = [
        ("Name", c.pname(H.pick(rng, ["LAST_first", "full", "last_first"]))),
        ("Preferred name", P(p.first if rng.random() < 0.7 else p.first[:3], "PATIENT")),
        ("DOB", frag(c.dob(), " (", c.age(H.pick(rng, [None, 8, 4])), ")")),
        (p.natid_label, c.natid()),
        ("Hosp no.", c.mrn()),
        ("Address", c.addr(region=rng.random() < 0.2)),
        ("Tel", c.phone(p)),
    ]
    if rng.random() < 0.6:
        pairs.append((p.ssn_label, c.ssn()))
    if rng.random() < 0.55:
        hl, hf = H.healthplan(rng, c.country)
        pairs.append((hl, hf))
    if rng.random() < 0.45:
        al, af = H.account(rng)
        pairs.append((al, af))
    pairs.append(("GP", frag("Dr ", P(c.gp.full, "DOCTOR"), ", ", c.hosp("gp"), ", ", c.city())))
    pairs.append(("GP tel / fax", frag(c.phone(), " / ", c.fax())))
    pairs.append(("NOK", frag(c.fname(c.nok, "full"), " (", c.nok.rel, ") ", c.phone(c.nok))))
    if rng.random() < 0.3:
        pairs.append(("NOK email", H.email_for(rng, c.nok)))
    kv_block(d, pairs)
    d.blank()
    d.line("SERVICE REQUESTED: ", H.pick(rng, ["[x] IC bed  [ ] Reablement at home  [ ] Hospital at Home",
                                              "[ ] IC bed  [x] Reablement at home  [ ] Hospital at Home",
                                              "[x] Step-down bed  [ ] Rapid response", "Pathway 2 - bed-based rehab"]))
    if rng.random() < 0.4:
        d.line("Preferred unit: ", c.hosp("comm"), " - ", c.ward_short())
    else:
        d.line("Preferred unit: ", c.hosp("comm"), H.pick(rng, ["", " (close to family)", " or nearest"]))
    d.blank()
    d.line("Reason for referral:")
    he = "She" if p.sex == "F" else "He"
    d.line(c.age(H.pick(rng, [2, 0, 4])), " admitted ", H.date(rng, c.adm, H.pick(rng, ["dmy", "ord_short", "d_mon"])),
           " with ", B.problem(rng), ". ", he, " is now medically optimised (MFFD ",
           c.d(-rng.randrange(0, 4), short=True), ") but below baseline mobility. ", B.scores(rng), ".")
    d.line("PMH: ", ", ".join(rng.sample(["HTN", "T2DM", "AF on DOAC", "CKD 3a", "OA knees", "COPD", "IHD",
                                           "hypothyroidism", "osteoporosis", "vascular dementia", "macular degeneration",
                                           "previous CVA " , "BPH", "depression"], 4)).replace("  ", " "))
    d.line("Current meds: ", "; ".join(B.meds(rng)))
    d.line("Recent bloods (", c.d(-rng.randrange(0, 3), "dm"), "): ", B.labs(rng))
    d.blank()
    d.line("Baseline / social:")
    d.line(c.social())
    if rng.random() < 0.5:
        d.line("Pre-admission: 1 x carer ", H.pick(rng, ["BD", "TDS", "QDS"]), " from ", c.org("agency"), ".")
    else:
        d.line("Pre-admission: ", H.pick(rng, ["independent with stick", "indep, drives", "indep with rollator"]),
               ", nil package.")
    if rng.random() < 0.35:
        d.line("Still drives (", H.pick(rng, ["silver Fiesta", "blue Yaris", "Berlingo", "red Micra"]), ", reg ",
               H.vehicle(rng, c.country), ") - advised not to drive until reviewed.")
    g2 = frag("back to ", P(H.pick(rng, c._local(PL.ORGS_OTHER)), "ORGANIZATION")) if rng.random() < 0.3 else \
        T(H.pick(rng, ["able to make a hot drink", "manage own meds", "attend day centre"]))
    d.line("Goals: ", H.pick(rng, ["home to own bed", "stairs x14 with rail", "indep transfers", "back to allotment"]),
           "; ", g2)
    d.line("Risks: falls ", H.pick(rng, ["high", "moderate"]), ", pressure areas intact, ",
           H.pick(rng, ["no safeguarding concerns", "lives alone - key safe in place", "DoLS not required"]))
    if rng.random() < 0.5:
        d.line("Consent: patient consents to referral", H.pick(rng, ["; discussed with ", "; LPA (H&W) held by "]),
               c.fname(c.nok, "full"))
    else:
        d.line("Consent: ", H.pick(rng, ["patient consents to referral", "verbal consent obtained",
                                         "lacks capacity re discharge - best interests"]))
    if rng.random() < 0.4:
        d.line("Online referral tracker: ", H.url(rng, "ic-referral"))
    if rng.random() < 0.4:
        ul, uf = H.idnum(rng, "ubrn")
        d.line(ul, ": ", uf)
    d.blank()
    d.line("Completed by ", H.staff(rng, ref, 2), " on ", c.d(0, "dmy"), " at ", B.tm(rng))
    d.line("Triage (SPA use only): accepted ", H.pick(rng, ["IC bed", "reablement", "HaH"]), " by ",
           H.staff(rng, c.st("cc"), 4), " ", c.d(rng.randrange(0, 2), "ddmm"))
    return d


# ====================================================================== HaH visit log
def hah_visit_log(rng, c):
    d = Doc()
    p = c.pt
    d.line(H.pick(rng, ["HOSPITAL AT HOME - VISIT LOG", "Hospital@Home visit record", "H@H Acute Frailty - Contacts",
                        "Virtual ward / H@H visit log"]))
    d.line("Patient: ", c.pname(H.pick(rng, ["LAST_first", "full", "title_full"])), "   ", p.natid_label, ": ", c.natid(),
           "   DOB ", c.dob())
    d.line("Address: ", c.addr(), "   Tel ", c.phone(p))
    if rng.random() < 0.5:
        d.line("Access: key safe by ", H.pick(rng, ["back door", "porch", "garage"]), " (code held on EPR) - ",
               H.pick(rng, ["dog in kitchen", "steep steps", "park on road"]))
    if rng.random() < 0.3:
        d.line("Parking: space on drive behind ", c.nok.rel, "'s car (", H.vehicle(rng, c.country), ")")
    d.line("Admitted to H@H ", H.date(rng, c.adm, "dmy"), " from ", H.pick(rng, ["ED", "GP", "SDEC", "UCR"]),
           " at ", P(c.acute, "HOSPITAL"), " - ", B.problem(rng))
    d.line("Responsible clinician: Dr ", P(c.st("geri").full, "DOCTOR"), "   NOK: ", c.fname(c.nok, "full"),
           " (", c.nok.rel, ") ", c.phone(c.nok))
    al, af = H.account(rng)
    if rng.random() < 0.4:
        hl, hf = H.healthplan(rng, c.country)
        d.line(al, " ", af, "   ", hl, " ", hf)
    else:
        d.line(al, " ", af)
    if rng.random() < 0.3:
        d.line("Language: ", H.pick(rng, ["interpreter needed", "English second language", "prefers family to interpret"]),
               " - from ", H.country_frag(rng), ".")
    d.blank()
    nvis = rng.randrange(4, 9)
    day = c.adm
    mins = 8 * 60
    for i in range(nvis):
        who = c.st(H.pick(rng, ["sn", "sn", "anp", "hca", "psw"]), rng.randrange(2))
        mins += rng.randrange(60, 420)
        if mins > 21 * 60 or rng.random() < 0.35:
            day = H.days(day, 1)
            mins = 8 * 60 + rng.randrange(0, 150)
        clock = "%02d:%02d" % (mins // 60, (mins % 60) // 5 * 5)
        bullet = H.pick(rng, ["* ", "- ", "", "> "]) if i == 0 else bullet_prev
        bullet_prev = bullet
        dstyle = H.pick(rng, ["wd_dm", "ddmm", "dmy", "d_mon"]) if i == 0 else dstyle_prev
        dstyle_prev = dstyle
        d.add(bullet, H.date(rng, day, dstyle), " ", clock, " ", H.staff(rng, who, H.pick(rng, [3, 4, 5, 6])), ": ")
        k = rng.randrange(9)
        if k == 0:
            d.add(B.obs(rng), ". ", H.pick(rng, ["IV ceftriaxone 2g given via midline", "IV fluids 1L 0.9% started",
                                                 "SC furosemide 40mg given", "IV co-amoxiclav 1.2g given"]), ". ")
            if rng.random() < 0.5:
                desc, lab, f = H.device(rng, H.DEVICE_KINDS[10])
                d.add(desc, " (", lab, f, ") ")
        elif k == 1:
            d.add("Pt ", H.pick(rng, ["brighter", "more confused", "tired but eating", "c/o nausea"]), ". ",
                  c.fname(c.nok, "first"), " present, updated. ", B.obs(rng), ".")
        elif k == 2:
            d.add("Bloods taken (", H.idnum(rng, "specimen")[0], " ", H.idnum(rng, "specimen")[1],
                  ") - dropped to lab at ", P(c.acute, "HOSPITAL"), ".")
        elif k == 3:
            desc, lab, f = H.device(rng, H.DEVICE_KINDS[1])
            d.add("Sats monitor issued (", lab, f, "). Taught ", c.fname(c.nok, "first"), " to record BD.")
        elif k == 4:
            d.add("Video review with Dr ", P(c.st("geri").last, "DOCTOR"), " - ", B.labs(rng),
                  ". Plan: cont abx, rpt bloods ", c.d(rng.randrange(1, 3), "wd3"), ".")
        elif k == 5:
            d.add("Phoned GP (Dr ", P(c.gp.last, "DOCTOR"), ", ", c.hosp("gp"), ") re ",
                  H.pick(rng, ["warfarin dosing", "repeat Rx", "catheter supplies", "DNACPR form"]), ". ")
        elif k == 6:
            d.add("Fall overnight - no injury. ", c.fname(c.nok, "first"), " rang ", c.phone(c.nok),
                  ". Lying/standing BP done. Pendant alarm ", H.device(rng, H.DEVICE_KINDS[3])[1],
                  H.device(rng, H.DEVICE_KINDS[3])[2], " checked.")
        elif k == 7:
            bl, bf = H.bioid(rng)
            d.add("Meds via locked dispenser; pt unlocks biometrically (", bl, " ", bf, ") - working.")
        else:
            d.add("Telecare / carers ", c.org("agency"), " in QDS. ", H.pick(rng, ["Oramorph 2.5mg given",
                                                                                "Catheter bag changed", "Skin intact",
                                                                                "BMs 7.4 - 11.2"]), ".")
        d.blank()
    d.blank()
    if rng.random() < 0.5:
        d.line("Discharged from H@H ", c.d(rng.randrange(0, 3), "dmy"), " - back to GP care. Letter to ",
               c.hosp("gp"), " (fax ", c.fax(), ").")
    else:
        d.line("Plan: continue H@H, next visit ", c.d(1, "wd3"), " am. Escalate to ", H.pick(rng, ["on-call ACP", "SPA", "999"]),
               " if NEWS2 >= 5. H@H hub ", c.phone(), ".")
    return d
