"""Genres: hand therapy session note, free flap monitoring chart,
plastics clinic letter."""
import fakers as F
import common as C
import pools as P

HAND_DX = [
    ("Zone II FDP + FDS repair R middle finger", "Manchester short splint, early active motion"),
    ("Zone II FDP repair L ring finger", "modified Belfast regime"),
    ("STSG to dorsum L hand following flame burn", "burns hand protocol, POSI night splint"),
    ("Extensor tendon repair zone VI R index/middle", "relative motion extension splint (ICAM)"),
    ("Burn scar contracture release 1st web space with 4-flap Z-plasty", "C-bar web spacer at night"),
    ("Dupuytren's fasciectomy R ring/little finger", "night extension splint, scar massage"),
    ("Full-thickness skin graft to palm (contact burn)", "palmar extension splint"),
    ("Replantation L index finger at level of P1", "Duran-type protected passive programme"),
    ("Flexor pollicis longus repair R thumb", "Saint John protocol"),
    ("Deep dermal scald both hands (child)", "play-based ROM, pressure gloves"),
]
DIGITS = ["Index", "Middle", "Ring", "Little"]


def hand_therapy(n, c):
    rng = c.rng
    uk = c.uk
    th = c.staff["ther"]
    site = (rng.choice(P.US_CLINICS[7:]) if not uk and rng.random() < 0.5 else c.hosp)
    n.add([(site, "HOSPITAL"), "\n"])
    n.add(rng.choice(["HAND THERAPY - TREATMENT SESSION NOTE", "Hand Therapy Progress Note",
                      "OCCUPATIONAL THERAPY (HANDS) - FOLLOW UP", "Hand Therapy Clinic"]) + "\n\n")
    C.pt_header(n, c, "Session record", hosp=False)
    dx, proto = rng.choice(HAND_DX)
    sx = c.off(rng.randint(1, 10))
    wk = rng.randint(1, 12)
    visit = F.plus(sx, wk * 7 + rng.randint(-2, 2))
    n.add(["Session date: "] + c.d(visit) + [f"   Session no. {rng.randint(2, 18)}   Week {wk} post-op\n"])
    n.add(["Referring surgeon: "] + c.dr("cons", "pl") + [f" ({'Plastics' if uk else 'Hand & Upper Extremity'})\n"])
    n.add(f"Diagnosis: {dx}\n")
    n.add(["Date of surgery: "] + c.d(sx) + [";  date of injury: "] + c.d(c.inj) + ["\n"])
    n.add(f"Protocol: {proto}\n")
    n.add(f"Dominance: {rng.choice(['R', 'L'])} hand dominant\n\n")
    n.add("S: ")
    n.add(f"Pain {rng.randint(0, 4)}/10 at rest, {rng.randint(3, 8)}/10 with exercises. "
          f"{rng.choice(['Compliant with splint day and night.', 'Admits removing splint to shower.', 'Reports stiffness in the mornings.', 'Sleeping better; no paraesthesia.'])} ")
    if c.job:
        n.add(c.job_phrase(cap=True))
        if not c.retired:
            n.add([" at ", (c.employer, "ORGANIZATION"), "; off work since "] + c.d(c.inj, "daymon")
                  + [". Keen to return - manager "] + F.Person(rng, "FAMILY").seg("full")
                  + [" aware.\n"])
        else:
            n.add(". Enjoys gardening and bowls.\n")
    else:
        n.add(["Attends ", (c.school, "ORGANIZATION"), "; brought by ", c.nok.rel, " "]
              + c.nok.seg("first") + [".\n"])
    if rng.random() < 0.4:
        n.add(["Transport: ", c.nok.rel, " "] + c.nok.seg(rng.choice(["first", "full"]))
              + [" drives to appointments.\n"])
    n.add("\nO:\nActive ROM (degrees, ext/flex)\n")
    n.add("Digit   | MCPJ    | PIPJ    | DIPJ    | TAM\n")
    for dg in DIGITS:
        m = (rng.randint(-10, 10), rng.randint(40, 90))
        p = (rng.randint(-30, 0), rng.randint(30, 105))
        d = (rng.randint(-20, 0), rng.randint(10, 70))
        tam = m[1] + p[1] + d[1] + min(0, m[0]) + p[0] + d[0]
        n.add(f"{dg:<7} | {f'{m[0]}/{m[1]}':<7} | {f'{p[0]}/{p[1]}':<7} | {f'{d[0]}/{d[1]}':<7} | {tam}\n")
    n.add(f"Thumb: Kapandji {rng.randint(4, 10)}/10\n")
    n.add(f"Grip (Jamar, pos 2): R {rng.randint(4, 48)} kg / L {rng.randint(4, 48)} kg; "
          f"key pinch R {round(rng.uniform(1, 10), 1)} kg / L {round(rng.uniform(1, 10), 1)} kg\n")
    n.add(f"Oedema (figure-of-eight): R {round(rng.uniform(40, 55), 1)} cm / L {round(rng.uniform(40, 55), 1)} cm\n")
    n.add(f"Scar: VSS {rng.randint(2, 11)}/13; {rng.choice(['adherent over dorsum', 'mobile', 'hypertrophic ridge at graft edge', 'blanching with pressure'])}\n")
    n.add(f"Sensation: Semmes-Weinstein {rng.choice(['2.83 (normal)', '3.61 (diminished light touch)', '4.31 (diminished protective)'])}\n")
    n.add(f"QuickDASH: {round(rng.uniform(5, 80), 1)}\n\n")
    n.add("A: " + rng.choice([
        "Progressing as expected; tendon glide improving, no signs of rupture.",
        "PIPJ flexion contracture developing; increase serial static splinting.",
        "Graft stable; web contracture recurring - discuss with surgeon.",
        "Plateaued ROM; adherence of repair suspected.",
    ]) + "\n\n")
    n.add("P:\n")
    n.add(f"- {rng.choice(['Splint adjusted (thermoplastic), strap replaced', 'Progress to light functional use', 'Commence blocking exercises', 'Continue silicone gel sheet to scar 12 h/day'])}\n")
    n.add(f"- HEP x{rng.randint(4, 10)} reps {rng.choice(['hourly', '4x/day', 'every 2 hours'])}; ")
    if rng.random() < 0.6:
        n.add(["video exercises at ", (F.url(rng, "leaflet"), "URL"), "\n"])
    else:
        n.add("written sheet given\n")
    nxt = F.plus(visit, rng.choice([7, 7, 14, 21]))
    n.add(["- Next appointment: "] + c.d(nxt, rng.choice(["wd", "num", "mon"])) + [f" at {C.tday(rng, uk)}"])
    if rng.random() < 0.5:
        n.add([" (", rng.choice(["clinic room ", "room ", "cubicle "]), (str(rng.randint(1, 14)), "LOCATION_OTHER"), ")"])
    n.add("\n")
    if rng.random() < 0.4:
        n.add(["- Fit note / work letter provided for ", (c.employer, "ORGANIZATION") if c.job and not c.retired
               else "school", "\n"])
    n.add(["- Contact hand therapy on ", (F.phone_ext(rng, c.country, c.city), "PHONE"),
           " if concerns (swelling, sudden loss of movement, wound breakdown)\n\n"])
    C.sig(n, c, "ther", lic=rng.random() < 0.75, contact=rng.random() < 0.3)


FLAP_IND = [
    ("DIEP", "R breast", "delayed breast reconstruction post mastectomy"),
    ("ALT", "L lower leg", "open tibial fracture (Gustilo IIIB)"),
    ("free radial forearm", "floor of mouth", "SCC tongue resection"),
    ("fibula", "mandible", "osteoradionecrosis"),
    ("latissimus dorsi", "scalp", "post-excision defect"),
    ("gracilis", "dorsum of foot", "degloving injury"),
    ("ALT", "anterior neck", "post-burn contracture release"),
    ("medial sural artery perforator", "R heel", "chronic osteomyelitis"),
    ("SIEA", "L breast", "immediate reconstruction"),
    ("scapular", "axilla", "burn scar contracture"),
]


def flap_chart(n, c):
    rng = c.rng
    uk = c.uk
    flap, rec, ind = rng.choice(FLAP_IND)
    opd = c.off(rng.randint(0, 10))
    n.add([(c.hosp, "HOSPITAL"), " - ", rng.choice(["FREE FLAP OBSERVATION CHART", "Free Flap Monitoring Record",
                                                       "FLAP OBS CHART (microvascular)"]), "\n\n"])
    C.pt_header(n, c, "", hosp=False)
    if uk:
        n.add(["Ward: ", (c.ward, "HOSPITAL"), "  Bed: ", (c.bed, "LOCATION_OTHER"), "\n"])
    else:
        n.add(["Unit: SICU / Plastics step-down, Room ", (c.room, "LOCATION_OTHER"), "\n"])
    n.add(["Operation date: "] + c.d(opd) + [f"   Return to ward: {C.t(rng, uk)}\n"])
    n.add(f"Flap: free {flap} flap to {rec} ({ind})\n")
    n.add(f"Anastomoses: artery end-to-{rng.choice(['end', 'side'])} to {rng.choice(['internal mammary', 'anterior tibial', 'facial', 'superficial temporal', 'thoracodorsal', 'dorsalis pedis'])}; "
          f"vein {rng.choice(['Synovis Flow Coupler 2.5 mm', 'Flow Coupler 3.0 mm', 'hand-sewn 9/0 nylon'])}\n")
    n.add(["Operating surgeon: "] + c.dr("cons") + ["   Microsurgery assist: "] + c.dr("reg", "pl") + ["\n"])
    if rng.random() < 0.7:
        n.add(["Implantable Doppler (Cook-Swartz) probe SN ", (F.device_sn(rng, "doppler"), "DEVICE"),
               "; monitor on left side of bed\n"])
    n.add("Target: colour pink, CRT 2-3 s, flap temp within 2 C of core, soft turgor, "
          "bright red bleed on pinprick\nFrequency: 30-min x 4 h, hourly to 24 h, 2-hourly to 48 h, 4-hourly thereafter\n\n")
    n.add("Date     | Time  | Colour      | CRT  | Temp F/C  | Turgor | Doppler | Init\n")
    n.add("-" * 78 + "\n")
    nurses = [c.staff["nurse"], c.nurse2]
    day = opd
    h = rng.randint(14, 20)
    rows = rng.randint(10, 16)
    trouble = rng.random() < 0.25
    trow = rng.randint(5, rows - 2)
    for i in range(rows):
        h += 1 if i < 8 else 2
        if h >= 24:
            h -= 24
            day = F.plus(day, 1)
        colour = "pink" if not (trouble and i >= trow) else rng.choice(["dusky/blue", "purple, mottled"])
        crt = rng.choice(["2 s", "2-3 s", "3 s"]) if colour == "pink" else "<1 s"
        ft = round(rng.uniform(33.5, 36.5), 1)
        ct = round(rng.uniform(36.5, 37.8), 1)
        dop = rng.choice(["+ art/ven", "++ art", "+ (impl)", "present"]) if colour == "pink" else "venous -"
        if i == 0 or h < (2 if i >= 8 else 1):
            dt = c.d(day, rng.choice(["dm", "numshort"]))
        else:
            dt = [""]
        width = len(dt[0][0]) if isinstance(dt[0], tuple) else 0
        n.add(dt + [" " * max(1, 8 - width) + f" | {h:02d}:{rng.choice(['00', '05', '15', '30'])} | {colour:<11} | "
                    f"{crt:<4} | {ft}/{ct} | {rng.choice(['soft', 'soft', 'firm']) if colour == 'pink' else 'tense'}   | {dop:<7} | "])
        n.add(rng.choice(nurses).seg(rng.choice(["initnd", "init"])) + ["\n"])
        if trouble and i == trow:
            n.add(["         >> Flap congested. Plastics reg "] + c.dr("reg", "pl") + [" bleeped (",
                   (c.staff["reg"].bleep, "PHONE"), f") at {h:02d}:10; consultant informed; "
                                                      "returned to theatre for venous re-anastomosis.\n"])
            break
    n.add("\nEscalation: any change -> plastics SHO/reg on bleep ")
    n.add([(c.staff["jr"].bleep, "PHONE"), " / ", (c.staff["reg"].bleep, "PHONE")])
    n.add([". Out of hours consultant via switchboard ", (F.phone(rng, c.country, c.city), "PHONE"), ".\n"])
    n.add(f"Fluids: {rng.choice(['Hartmann 125 mL/h', 'LR at 100 mL/h', 'maintenance 1.5 mL/kg/h'])}; keep SBP > {rng.choice([100, 110])}; "
          f"Hb target > {rng.choice(['80 g/L', '8 g/dL'])}; avoid vasopressors; warm patient (Bair Hugger)\n")
    if rng.random() < 0.6:
        n.add(["Chart reviewed by "] + c.dr("jr") + [" on "] + c.d(F.plus(opd, 1)) + [".\n"])
    n.add(["Record entered by user ", (rng.choice(nurses).user, "USERNAME"), "\n"])
    C.sig(n, c, "nurse", lic=rng.random() < 0.25, contact=False, style=rng.choice([2, 3, 4]))


LETTER_DX = [
    ("Healed 6% TBSA scald to L arm and chest, hypertrophic scarring", "burn"),
    ("Nodular BCC L nasal ala - excised with FTSG", "skin"),
    ("SCC R dorsal hand - WLE and STSG, margins clear", "skin"),
    ("Burn scar contracture R axilla", "burn"),
    ("Keloid scars bilateral earlobes", "scar"),
    ("Delayed breast reconstruction (DIEP) - 6 months post-op", "breast"),
    ("Zone II flexor tendon injury L ring finger - repaired", "hand"),
    ("Melanoma R calf (Breslow 1.2 mm) - WLE + SLNB", "skin"),
    ("Post-burn ectropion R lower eyelid", "burn"),
    ("Pressure injury sacrum, grade 4 - for flap reconstruction", "wound"),
    ("Electrical burn L hand - healed, ongoing stiffness", "burn"),
    ("Chronic hidradenitis suppurativa both axillae", "wound"),
]


def clinic_letter(n, c):
    rng = c.rng
    uk = c.uk
    cons = c.staff["cons"]
    gp = c.staff["gp"]
    sec = c.staff["clerk"]
    ha = F.address(rng, c.country, next(p for p in (P.UK_PLACES if uk else P.US_PLACES)
                                         if p[0] == c.city) if rng.random() < 0.7 else None)
    n.add(rng.choice(["Department of Plastic Surgery", "Plastic, Reconstructive and Burns Surgery",
                      "Division of Plastic & Reconstructive Surgery"]) + "\n")
    n.add([(c.hosp, "HOSPITAL"), "\n"] + F.addr_seg(ha, rng, multiline=rng.random() < 0.5, with_region=False) + ["\n"])
    n.add(["Tel: ", (F.phone(rng, c.country, ha["city"]), "PHONE"), "   Fax: ",
           (F.phone(rng, c.country, ha["city"]), "FAX"), "\n"])
    if rng.random() < 0.5:
        n.add(["Email: ", ("plastics.secretaries@" + rng.choice(["example.org", "example.net"]), "EMAIL"), "\n"])
    n.add("\n")
    clinic = c.off(rng.randint(20, 200))
    if uk:
        n.add(["Our ref: "] + cons.seg("initnd") + ["/"] + [(sec.first[0].lower() + sec.last[0].lower(), "DOCTOR")]
              + ["   Hosp No: ", (c.mrn, "MRN"), "\n"])
        n.add(["Dictated: "] + c.d(clinic) + ["   Typed: "] + c.d(F.plus(clinic, rng.randint(1, 9))) + ["\n\n"])
        n.add("PRIVATE AND CONFIDENTIAL\n")
        ga = F.address(rng, "UK", next(p for p in P.UK_PLACES if p[0] == c.city))
        ga["street"] = ga["street"].split(", ")[-1]
        n.add(gp.ref(rng, "pfl") + ["\n", (c.gp_prac, "HOSPITAL"), "\n"]
              + F.addr_seg(ga, rng, multiline=True) + ["\n\n"])
        n.add(["Dear "] + gp.ref(rng, "pl") + [",\n\n"])
        n.add(["Re: "] + c.pt.seg(rng.choice(["t_full", "full", "FLU"]), dot=False) + ["   DOB: "] + c.dob_seg() + ["\n"])
        n.add(["     "] + c.address() + ["\n     NHS No: ", (c.nhs, "HEALTHPLAN"), "\n\n"])
    else:
        n.add(c.d(clinic, rng.choice(["long", "mon"])) + ["\n\n"])
        n.add(gp.ref(rng, rng.choice(["pfl", "fl_cred"])) + ["\n", (c.gp_prac, "HOSPITAL"), "\n"]
              + F.addr_seg(F.address(rng, "US", next(p for p in P.US_PLACES if p[0] == c.city)), rng, multiline=True)
              + ["\nFax: ", (F.phone(rng, "US", c.city), "FAX"), "\n\n"])
        n.add(["RE: "] + c.pt.seg(rng.choice(["full", "fml", "LF"])) + ["\nDOB: "] + c.dob_seg()
              + ["\nMRN: ", (c.mrn, "MRN"), "\nDate of visit: "] + c.d(clinic) + ["\n\n"])
        n.add(["Dear "] + gp.ref(rng, "pl") + [":\n\n"])
    dx, kind = rng.choice(LETTER_DX)
    n.add(f"Diagnosis:\n1. {dx}\n")
    if rng.random() < 0.5:
        n.add(f"2. {rng.choice(C.PMH)}\n")
    n.add("\nPlan:\n")
    for p in C.pick(rng, ["Silicone gel and massage; review 3 months", "List for scar release and Z-plasty",
                          "Refer to hand therapy", "Steroid injection (triamcinolone 40 mg/mL) today",
                          "Pressure garment re-measure", "Dermatology surveillance 3-monthly",
                          "Consider fractional CO2 laser", "Discharge to GP care with open access for 12 months",
                          "MRI and MDT discussion", "Add to waiting list (P3)"], rng.randint(2, 4)):
        n.add(f"- {p}\n")
    n.add("\n")
    opener = rng.choice(["I reviewed ", "I saw ", "Thank you for referring ", "It was a pleasure to see "])
    ag = c.age_s()
    clin = {"burn": "burns follow-up", "skin": "skin cancer", "hand": "hand trauma", "scar": "scar",
            "breast": "breast reconstruction", "wound": "complex wounds"}[kind]
    n.add([opener] + c.ptname(rng.choice(["t_last", "t_last", "full", "first"])) + [", " + F.art(ag[0][0]) + " "] + ag
          + [f" {c.sexw()}, in the {clin} clinic"])
    if uk:
        n.add([" at ", (rng.choice(["Thornbury Community Hospital", "Linden Park Hospital", c.hosp]), "HOSPITAL")])
    n.add([" today"] + ([", accompanied by " + rng.choice(["", "his " if c.sex == "M" else "her "])] + c.famref()
                        if rng.random() < 0.5 else []) + [". "])
    if kind == "burn":
        n.add([f"As you know {c.he()} sustained a {c.mech[2]} injury on "] + c.d(c.inj)
              + [f" and was managed at our unit with {rng.choice(['dressings alone', 'excision and grafting', 'Suprathel and dressings'])}. "])
        n.add(f"The wounds are now healed but the scar is {rng.choice(['raised and itchy', 'red and tight across the joint', 'maturing well', 'contracted, limiting abduction to 100 degrees'])}. ")
    elif kind == "skin":
        n.add(["Histology (", (F.idnum(rng, "spec"), "IDNUM"), f") confirmed {rng.choice(['complete excision', 'clear margins (deep 2 mm)', 'a close peripheral margin of 0.5 mm'])}. "])
    elif kind == "hand":
        n.add(["Hand therapy notes from "] + c.staff["ther"].seg(rng.choice(["full", "first"])) + [" show steady improvement in TAM. "])
    else:
        n.add("The area has been reviewed with photographs and we discussed options in detail. ")
    if c.job and not c.retired:
        n.add([c.he().capitalize() + " " ] + c.job_phrase() + [" and would like to return to work"
                                                                  + rng.choice([" as soon as possible. ", " in about 6 weeks. "])])
    elif c.job:
        n.add([c.he().capitalize() + " is a "] + c.job_seg() + [" and lives independently. "])
    n.add("\n\n" + rng.choice([
        "Examination today: ", "On examination: ", "Findings: "]) + rng.choice([
        f"BMI {rng.randint(19, 38)}. ", f"BP {rng.randint(100, 160)}/{rng.randint(60, 95)}. ", ""]) + rng.choice([
        "The scar measures {a} x {b} cm with a Vancouver Scar Scale of {v}/13 and POSAS observer score of {p}/60. ",
        "The wound measures {a} x {b} cm; the base is granulating and there is no exposed bone. ",
        "There is a well-healed scar of {a} cm with no palpable recurrence and no regional lymphadenopathy. ",
        "Range of motion is reduced with a {v} degree extension lag and a {b} cm contracture band. ",
    ]).format(a=rng.randint(2, 15), b=rng.randint(1, 6), v=rng.randint(3, 12), p=rng.randint(14, 48)))
    n.add(rng.choice([
        "We discussed the natural history of scar maturation, which typically takes 12-18 months, and the role of silicone, massage and pressure. ",
        "I explained the risks of surgery including bleeding, infection, graft loss, recurrence and the need for further procedures. ",
        "We discussed non-operative and operative options, and the patient would prefer to proceed. ",
        "Smoking cessation was strongly advised prior to any elective reconstruction. ",
    ]) + "\n\n")
    n.add(f"Overall {rng.choice(['the graft is stable and supple', 'there is a 4 x 2 cm hypertrophic scar', 'the flap is well perfused', 'there is a tight band limiting extension'])}. "
          f"{rng.choice(['We will review in 3 months.', 'I have added them to the waiting list.', 'I have given written information and our contact details.', 'I would be grateful if you could continue to support.'])}\n\n")
    if rng.random() < 0.3:
        n.add(["Patient information: ", (F.url(rng, "leaflet"), "URL"), "\n\n"])
    n.add(rng.choice(["Yours sincerely,\n\n\n", "Kind regards,\n\n", "Sincerely,\n\n"]))
    n.add(cons.ref(rng, "pfl" if rng.random() < 0.5 else "fl_cred") + [f"\n{cons.role}\n"])
    if not uk or rng.random() < 0.3:
        n.add([cons.lic[0] + " ", (cons.lic[1], "LICENSE"), "\n"])
    if uk:
        n.add(["\ncc: Patient, "] + c.address(with_country=rng.random() < 0.25) + ["\n"])
        if rng.random() < 0.5:
            n.add(["cc: "] + c.staff["ther"].ref(rng, "fl_cred") + [", Hand Therapy\n"])
    else:
        n.add(["\nDictated by "] + cons.seg("first_i") + ["; transcribed by "] + sec.seg(rng.choice(["full", "initnd"]))
              + [" on "] + c.d(F.plus(clinic, 1)) + ["\ncc: ", (c.ref_hosp, "HOSPITAL"), " Medical Records\n"])
