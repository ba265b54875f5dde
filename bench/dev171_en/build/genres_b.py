"""Genres: therapy goals review, discharge to assess plan, bed availability report, district nurse handover."""
import pools as PL
import phi as H
import bits as B
from core import Doc, T, P, frag, space_table, pipe_table, delim_table, kv_block

GOALS = [
    ("Mobility", "walk 10m ZF + 1", "walk 25m rollator S/V", "indoor mobility indep with rollator"),
    ("Transfers", "bed-chair x2 Stedy", "sit-stand x1 min A", "indep transfers bed/chair/toilet"),
    ("Stairs", "not assessed", "6 steps + rail, S/V", "14 stairs with rail + stick"),
    ("Kitchen", "not attempted", "hot drink with trolley S/V", "prepare light meal indep"),
    ("Personal care", "full assist", "upper body indep, lower + 1", "wash/dress with 1 carer"),
    ("Swallow", "IDDSI 4 / mildly thick", "IDDSI 6 / thin fluids", "normal diet, thin fluids"),
    ("Continence", "pads, prompted", "commode at night", "toilet indep day and night"),
    ("Balance", "Berg 22/56", "Berg 34/56", "Berg > 40/56"),
    ("Outdoor mobility", "w/c", "20m outdoors with stick", "walk to post box"),
    ("Cognition / meds", "AMTS 6/10", "dosette with prompts", "self-admin meds via blister pack"),
]


# ====================================================================== therapy goals review
def therapy_goals(rng, c):
    d = Doc()
    p = c.pt
    pt_ = c.st("pt")
    ot = c.st("ot")
    d.line(H.pick(rng, ["THERAPY GOALS REVIEW", "Rehab Goals Review (GAS)",
                        "Therapy goal-setting review - week %d" % rng.randrange(1, 5),
                        "Intermediate Care Therapy Review"]))
    d.line(c.hosp("comm"), " / ", c.hosp("ward"), "   Review date: ", c.d(0, H.pick(rng, ["dmy", "d_mon_y", "wd_long"])))
    d.line("Patient: ", c.pname(H.pick(rng, ["full", "LAST_first", "title_full"])), " (", c.age(H.pick(rng, [4, 8, 0])), ")  ",
           p.natid_label, " ", c.natid(), "  ", c.bed())
    d.line("Admitted ", H.date(rng, c.adm, "dmy"), "  |  LoS %d days  |  " % (c.today - c.adm).days,
           "Diagnosis: ", B.problem(rng))
    present = [pt_, ot]
    if rng.random() < 0.6:
        present.append(c.st("ta"))
    d.add("Present: ")
    for i, s in enumerate(present):
        if i:
            d.add(", ")
        d.add(H.staff(rng, s, H.pick(rng, [2, 3, 6])))
    d.add(", patient")
    if rng.random() < 0.6:
        d.add(", ", c.nok.rel, " ", c.fname(c.nok, "full"), H.pick(rng, [" (by phone)", "", " (Teams)"]))
    d.blank()
    d.blank()
    k = rng.randrange(5)
    if k == 0:
        goal = frag("I want to get to church at ", P(H.pick(rng, ["St Brigid's Parish", "Ashby Fold Methodist Church"]),
                                                  "ORGANIZATION"), " again")
    elif k == 1:
        goal = frag("I want to see the grandchildren in ", c.city(c.other_town()) if rng.random() < 0.6 else H.country_frag(rng))
    else:
        goal = T(H.pick(rng, ["I want to get back to my own bed", "I just want to manage the stairs",
                              "back to my garden", "to make my own cup of tea"]))
    d.line("Patient's own goal: \"", goal, "\"")
    gl = list(GOALS)
    rng.shuffle(gl)
    gl = gl[:rng.randrange(3, 6)]
    rows = []
    for g in gl:
        status = H.pick(rng, ["achieved", "partly", "not yet", "revised", "on track"])
        tgt = H.date(rng, H.days(c.today, rng.randrange(3, 21)), H.pick(rng, ["ddmm", "dm"]))
        rows.append([T(g[0]), T(g[1]), T(g[2]), T(g[3]), tgt, T(status)])
    hdr = ["Domain", "Baseline (adm)", "Now", "Target", "By", "Status"]
    if rng.random() < 0.5:
        space_table(d, hdr, rows)
    else:
        pipe_table(d, hdr, rows)
    d.blank()
    d.line("Outcome measures: ", B.scores(rng))
    d.line("PT summary (", H.staff(rng, pt_, 4), "): ", H.pick(rng, ["progressing well, gait more consistent",
                                                                     "limited by fatigue and R knee pain",
                                                                     "fear of falling - graded exposure started",
                                                                     "now mobile with rollator S/V on ward"]), ".")
    d.line("OT summary (", H.staff(rng, ot, 4), "): ", H.pick(rng, ["kitchen assessment completed",
                                                                    "access visit done, needs 2nd rail",
                                                                    "dressing practice, uses long-handled sponge",
                                                                    "cognition screen ok for home"]),
           "; equipment: ", ", ".join(B.equip(rng)), ".")
    if rng.random() < 0.5:
        d.line("Home visit: ", c.d(rng.randrange(1, 7), H.pick(rng, ["wd_dm", "ddmm"])), " to ", c.addr(sep=", ", county=False),
               " with ", c.fname(c.nok, "first"), ".")
    if rng.random() < 0.3 and p.age < 70:
        d.line("Prior to admission ", "she" if p.sex == "F" else "he", " worked part-time as ", B.a_an(p.prof), c.prof(),
               " - wants to return to work.")
    d.line("Next review: ", c.d(7, H.pick(rng, ["dmy", "wd_dm", "d_mon"])), " (weekly)")
    for s in present[:2]:
        lab, lf = H.licence(rng, "pt" if s is pt_ else "ot", c.country)
        d.line(H.staff(rng, s, 2), "  ", lab, " ", lf)
    return d


# ====================================================================== discharge to assess plan
def d2a_plan(rng, c):
    d = Doc()
    p = c.pt
    pw = rng.randrange(1, 4)
    dc = c.st("dc")
    d.line(H.pick(rng, ["DISCHARGE TO ASSESS (D2A) PLAN", "D2A Discharge Plan - Pathway %d" % pw,
                        "Discharge to Assess - Transfer of Care Plan"]))
    kv_block(d, [
        ("Name", c.pname(H.pick(rng, ["LAST_first", "full"]))),
        ("DOB / age", frag(c.dob(), " / ", P(str(p.age), "AGE"))),
        (p.natid_label, c.natid()),
        ("Current location", frag(c.hosp("comm"), ", ", c.hosp("ward"), ", ", c.bed())),
        ("Discharge address", c.addr(county=None, region=rng.random() < 0.25)),
        ("Pathway", T("%d - %s" % (pw, ["", "home with support", "bed-based rehab / reablement bed",
                                        "long-term care assessment in a care home"][pw]))),
        ("MFFD", c.d(-rng.randrange(0, 6), "dmy")),
        ("Planned discharge", frag(c.d(rng.randrange(1, 6), H.pick(rng, ["dmy", "wd_long"])), " ", B.tm(rng, 10, 16))),
        ("Discharge coordinator", frag(H.staff(rng, dc, 2), " ", c.phone(ext=True))),
    ])
    d.blank()
    d.line("Assessments to be completed in the community (not in hospital):")
    d.line("  - CHC checklist: ", H.pick(rng, ["negative", "positive - full DST to follow", "deferred"]))
    d.line("  - Care Act assessment: ", H.staff(rng, c.st("sw"), 2), " (", H.pick(rng, ["HSE social work", "PCCC social work"] if c.country == "IE" else ["Adult Social Care", "community SW team"]), ")")
    d.line("  - Therapy: ", B.scores(rng))
    d.blank()
    if pw == 1:
        d.line("Support at home: reablement ", H.pick(rng, ["QDS x1", "TDS x1", "BD x2"]), " via ", c.org("agency"),
               ", first call ", c.d(rng.randrange(1, 6), "ddmm"), " ", B.tm(rng, 8, 11), ".")
        pl, pf = H.idnum(rng, "poc")
        d.line(pl, " ", pf)
    elif pw == 2:
        d.line("Step-down bed at ", P(c.ch(), "HOSPITAL"), ", room ",
               P(str(rng.randrange(1, 40)), "LOCATION_OTHER"), ", for up to 4 weeks. Manager ",
               H.name(rng, H.any_person(rng), "DOCTOR", "full"), " ", c.phone(), ".")
    else:
        d.line("D2A bed: ", P(c.ch(), "HOSPITAL"), " (", c.city(c.other_town()), ") from ",
               c.d(rng.randrange(1, 6), "dmy"), "; funded by ", H.pick(rng, ["HSE", "Fair Deal (interim)"] if c.country == "IE" else ["ICB", "health board", "LA"]),
               " for 28 days.")
    d.line("Equipment: ", ", ".join(B.equip(rng, 3)), "; ", H.idnum(rng, "order")[0], " ", H.idnum(rng, "order")[1],
           " - delivery by ", P("Carebridge Community Equipment", "ORGANIZATION"), " ", c.d(rng.randrange(0, 3), "wd3"), ".")
    if rng.random() < 0.4:
        desc, lab, f = H.device(rng, H.DEVICE_KINDS[rng.choice([2, 3, 4])])
        d.line(desc.capitalize(), " to be transferred home (", lab, f, ").")
    d.line("Transport: ", H.pick(rng, ["family", "PTS stretcher", "PTS sitting", "taxi"]),
           frag(" - ", c.nok.rel, " ", c.fname(c.nok, "first"), " driving (", H.vehicle(rng, c.country), ")") if rng.random() < 0.3 else "",
           ".")
    d.blank()
    d.line("Family / NOK: ", c.fname(c.nok, "full"), " (", c.nok.rel, "), ", c.phone(c.nok),
           frag(", ", H.email_for(rng, c.nok)) if rng.random() < 0.4 else "")
    if c.nok2 is not None:
        d.line("2nd contact: ", c.fname(c.nok2, "full"), " (", c.nok2.rel, ") ", c.phone(c.nok2))
    if rng.random() < 0.45:
        d.line("Finances: ", p.ssn_label, " ", c.ssn(), " - ", H.pick(rng, ["AA claim started", "FACE/financial assessment pending",
                                                                          "pension credit in payment", "Fair Deal application"]))
    if rng.random() < 0.5:
        hl, hf = H.healthplan(rng, c.country)
        d.line(hl, ": ", hf)
    if rng.random() < 0.25:
        d.line("Blue badge ", H.blue_badge(rng), " - expires ", H.date(rng, H.days(c.today, rng.randrange(60, 900)), "month_year"))
    d.line("GP informed: Dr ", P(c.gp.last, "DOCTOR"), ", ", c.hosp("gp"), " - TTO + D/C summary sent ", c.d(0, "ddmm"), ".")
    if rng.random() < 0.4:
        d.line("Carer information: ", H.url(rng, "carers-support"))
    d.line("Review of D2A outcome due: ", c.d(rng.randrange(14, 29), "dmy"), " (", H.staff(rng, c.st("cc"), 2), ")")
    return d


# ====================================================================== bed availability report
def bed_report(rng, c):
    d = Doc()
    bm = c.st("bm")
    layout = rng.randrange(3)
    d.line(H.pick(rng, ["COMMUNITY BED AVAILABILITY", "Bed State - Community Hospitals & IC", "Daily bed availability report"]),
           " - ", c.d(0, H.pick(rng, ["wd_long", "dmy", "long"])), " @ ", B.tm(rng, 7, 16))
    d.line("Compiled by ", H.staff(rng, bm, H.pick(rng, [2, 4, 6])), " (bed manager) - tel ", c.phone(), " / bleep ", H.bleep(rng))
    if rng.random() < 0.5:
        d.line("Area: ", P(c.region, "STATE"), " - ", P(c.trust, "ORGANIZATION"))
    d.blank()
    sites = []
    used = []
    for _ in range(rng.randrange(3, 7)):
        t = c.other_town()
        h = H.pick(rng, PL.COMMUNITY_HOSP_PATTERNS).format(t=t)
        w = H.pick(rng, PL.WARD_NAMES)
        if (h, w) in used:
            continue
        used.append((h, w))
        funded = rng.randrange(10, 31)
        occ = funded - rng.randrange(0, 5)
        sites.append((h, w, funded, occ))
    rows = []
    for h, w, funded, occ in sites:
        free = funded - occ
        m = rng.randrange(0, free + 1)
        rows.append([P(h, "HOSPITAL"), P(w, "HOSPITAL"), str(funded), str(occ), str(m), str(free - m),
                     str(rng.randrange(0, 3)), str(rng.randrange(0, 5))])
    hdr = ["Site", "Ward", "Funded", "Occ", "Free M", "Free F", "Closed", "EDD today"]
    if layout == 0:
        space_table(d, hdr, rows)
    elif layout == 1:
        pipe_table(d, hdr, rows)
    else:
        delim_table(d, [h.lower().replace(" ", "_") for h in hdr], rows, sep=",")
    d.blank()
    d.line("Pending transfers (acute -> community):")
    for i in range(rng.randrange(2, 6)):
        q = c.pt if i == 0 else c.new_patient()
        d.line(H.pick(rng, ["- ", "* "]), H.name(rng, q, "PATIENT", H.pick(rng, ["initials", "LAST_first", "init_last"])), " ",
               P(str(q.age), "AGE"), q.sex, " ", H.pick(rng, ["hosp no", "MRN", "RXN"]), " ", P(q.mrn, "MRN"),
               " at ", P(c.acute if rng.random() < 0.6 else H.pick(rng, PL.ACUTE_PATTERNS).format(t=c.other_town()), "HOSPITAL"),
               " -> ", P(H.pick(rng, [s[0] for s in sites]), "HOSPITAL"), " ", H.pick(rng, ["(allocated)", "(awaiting IPC clearance)",
                                                                                          "(declined - needs 2 x hoist)",
                                                                                          "(family viewing tomorrow)"]),
               "; ", H.idnum(rng, "bed")[1])
    d.blank()
    d.line("Notes:")
    d.line("- ", P(H.pick(rng, [s[1] for s in sites]), "HOSPITAL"), " closed to admissions until ",
           c.d(rng.randrange(1, 4), H.pick(rng, ["ddmm", "wd3"])), " (", H.pick(rng, ["norovirus", "COVID-19 outbreak",
                                                                                   "flu A", "staffing"]), ").")
    d.line("- ", "Escalation level " if c.country == "IE" else "OPEL ", str(rng.randrange(1, 5)), "; D2A P2 capacity ", str(rng.randrange(0, 8)), " beds in care homes.")
    if rng.random() < 0.5:
        sat = H.days(c.today, (5 - c.today.weekday()) % 7 or 7)
        d.line("- Weekend cover: ", H.staff(rng, c.st("bm", 1), H.pick(rng, [1, 2, 4])), " ", c.phone(), " (",
               H.date(rng, sat, H.pick(rng, ["wd_dm", "ddmm"])), "-", H.date(rng, H.days(sat, 1), "ddmm"), ")")
    if rng.random() < 0.4:
        d.line("Live bed board: ", H.url(rng, "bedboard"), " (host ", H.ipaddr(rng), ")")
    d.line("Distribution: ", H.email_for(rng, team="community.flow"), "; ", H.email_for(rng, bm))
    return d


# ====================================================================== district nurse handover
DN_TASKS = [
    "insulin (Lantus 14u)", "leg ulcer dressings - 4-layer", "catheter change (14Ch)", "B12 inj", "syringe driver check",
    "PEG site care", "pressure area check + Waterlow", "wound VAC change", "eye drops x3", "LMWH", "compression hosiery",
    "venepuncture - U&E", "stoma review", "verify death (expected)", "first visit - assessment",
]


def dn_handover(rng, c):
    d = Doc()
    dn = c.st("dn")
    d.line(H.pick(rng, ["DN HANDOVER", "District Nursing - daily handover", "DN team huddle / handover", "Twilight DN handover"]),
           " - ", c.city(), " ", H.pick(rng, ["team", "locality", "neighbourhood team"]), " - ", c.d(0, H.pick(rng, ["wd_dm", "dmy", "d_mon"])))
    if rng.random() < 0.3:
        d.line("Area: ", P(c.region, "STATE"), " / ", P(c.county, "CITY"))
    d.line("Lead: ", H.staff(rng, dn, H.pick(rng, [2, 4, 6])), "   Office ", c.phone(), "   Mob ",
           H.phone(rng, c.country, mobile=True))
    d.blank()
    n = rng.randrange(5, 10)
    terse = rng.random() < 0.5
    for i in range(n):
        q = c.pt if i == 0 else c.new_patient()
        tasks = rng.sample(DN_TASKS, rng.randrange(1, 3))
        if terse:
            d.add(str(i + 1), ". ", H.name(rng, q, "PATIENT", H.pick(rng, ["LAST_first", "last_first", "full"])), " (",
                  P(str(q.age), "AGE"), ") ", P(q.street, "STREET"), ", ", P(q.town if rng.random() < 0.6 else c.other_town(), "CITY"),
                  " - ", "; ".join(tasks))
            k = rng.randrange(8)
            if k == 0:
                d.add(" - KS code on EPR, dog")
            elif k == 1:
                rel, sx = H.pick(rng, [("dtr", "F"), ("son", "M"), ("wife", "F"), ("husband", "M"), ("niece", "F")])
                d.add(" - ", rel, " ", H.name(rng, H.any_person(rng, sex=sx, country=c.country), "FAMILY", "first"),
                      " ", H.phone(rng, c.country, mobile=True))
            elif k == 2:
                d.add(" - T34 SD ", H.device(rng, H.DEVICE_KINDS[0])[1], H.device(rng, H.DEVICE_KINDS[0])[2], " recharged ", B.tm(rng))
            elif k == 3:
                d.add(" - park behind ", H.vehicle(rng, c.country))
            elif k == 4:
                d.add(" - DNACPR in house, JIC box ", c.d(-rng.randrange(1, 20), "ddmm"))
            elif k == 5:
                d.add(" - GP ", P(H.pick(rng, PL.GP_NAMED), "HOSPITAL"), " aware")
            d.blank()
        else:
            d.line("* ", H.name(rng, q, "PATIENT", H.pick(rng, ["title_full", "full", "LAST_first"])), ", ",
                   H.age(rng, q.age, H.pick(rng, [0, 1, 3, 8]), sex=q.sex), ", ", P(q.natid, "MRN"))
            d.line("  ", P(q.street, "STREET"), ", ", P(q.town, "CITY"), " ", P(q.post, "ZIP"), "  tel ", P(q.phone, "PHONE"))
            d.line("  Tasks: ", ", ".join(tasks), ". ", H.pick(rng, ["Wound improving, measure next visit.",
                                                                   "BMs 5.8-9.1.", "Skin intact.", "c/o pain - GP to review.",
                                                                   "Family struggling - SW referral made.", "Nil new."]))
            if rng.random() < 0.4:
                d.line("  NB: ", H.pick(rng, ["carers", "POC"]), " ", P(c.ag(), "ORGANIZATION"),
                       " QDS; next of kin ", H.name(rng, H.any_person(rng), "FAMILY", "full"), ".")
            if rng.random() < 0.15:
                dl, dd = H.idnum(rng, "datix")
                d.line("  Cat 2 PU sacrum - ", dl, " ", dd, " raised ", c.d(-rng.randrange(0, 4), "ddmm"), ".")
    d.blank()
    if rng.random() < 0.4:
        tail = frag("escalated to ", H.staff(rng, c.st("matron"), 0))
    else:
        tail = T(H.pick(rng, ["bank nurse requested", "covered by twilight", "moved to tomorrow"]))
    d.line("Unallocated: ", str(rng.randrange(0, 6)), " visits - ", tail)
    d.line("Handed over by ", H.staff(rng, c.st("sn"), H.pick(rng, [2, 4])), " to ", H.staff(rng, c.st("sn", 1), H.pick(rng, [2, 4, 5])),
           " at ", B.tm(rng, 12, 18), ".")
    return d
