"""Narrative genres: wound care log, rehab team conference, family meeting minutes."""
import pools as P
from phi import Note, Person, name_pieces
from common import Resident, res_name, staff_name, dr_name, room_pieces, table, fac_header


def wound(rng, ctx):
    r = rng
    n = Note()
    x = Resident(ctx)
    n.line(r.choice(["WOUND CARE TRACKING LOG", "Wound Assessment & Management Chart", "Pressure Injury / Wound Log"]))
    n.line(("HOSPITAL", ctx.fac), " - ", ("HOSPITAL", r.choice(ctx.wings)))
    n.line("Resident: ", *res_name(ctx, x, r.choice(["caps", "lastfirst", "full"])), "   ",
           {"US": "MRN", "AU": "UR", "NZ": "NHI"}[ctx.country], ": ", ("MRN", x.mrn), "   DOB: ", ("DATE", ctx.dob_date(x.dob)),
           "   ", *room_pieces(ctx, x, r.choice(["room", "rm", "bed"])))
    site = r.choice(P.WOUND_SITES)
    onset = ctx.day(-r.randint(20, 90))
    n.line("Wound #", str(r.randint(1, 3)), ": ", site, "   Type: ", r.choice(["pressure injury stage 2", "pressure injury stage 3",
           "unstageable PI", "DTPI", "skin tear (STAR 2a)", "venous leg ulcer", "surgical wound", "arterial ulcer"]),
           "   Onset: ", ("DATE", ctx.date(onset, r.choice(["num", "long", "abbr"]))),
           r.choice([" (acquired in facility)", " (present on admission from ", " (community acquired)"]) if False else "")
    if r.random() < 0.5:
        n.line("Present on admission from ", ("HOSPITAL", ctx.acute), ", noted on transfer ", ("DATE", ctx.date(onset, "short")), ".")
    n.line("Risk: ", r.choice(P.SCORES[:2]), "; albumin ", str(r.randint(24, 38)), " g/L; ", r.choice(["type 2 DM", "PVD", "immobile",
           "double incontinent"]), ".")
    n.line()
    rows = []
    l, w = r.randint(15, 60) / 10, r.randint(10, 40) / 10
    for i in range(r.randint(4, 8)):
        d = ctx.day(-7 * (8 - i) + r.randint(0, 2))
        l = max(0.2, round(l - r.randint(-2, 5) / 10, 1))
        w = max(0.1, round(w - r.randint(-2, 4) / 10, 1))
        nurse = r.choice(ctx.staff)
        rows.append([
            [("DATE", ctx.date(d, r.choice(["num", "num2", "short", "abbr"])))],
            [f"{l} x {w} x {r.randint(0, 15) / 10}"],
            [r.choice(["slough 20%", "granulating 80%", "epithelialising", "eschar", "pink, moist", "macerated edges"])],
            [r.choice(["low serous", "moderate", "heavy haemoserous", "nil", "low"])],
            [r.choice(P.DRESSINGS)],
            name_pieces(r, nurse, "DOCTOR", r.choice(["initials_bare", "initial_last", "first_init"])),
        ])
    table(n, ctx, ["Date", "L x W x D (cm)", "Bed", "Exudate", "Dressing", "Nurse"], rows)
    n.line()
    if r.random() < 0.6:
        n.line("NPWT: ", r.choice(["KCI V.A.C. Ulta", "PICO 7", "Renasys Touch"]), " serial ", ("DEVICE", ctx.device()),
               " at -125 mmHg continuous; canister changed ", ("DATE", ctx.date(ctx.day(-1), r.choice(["short", "wk"]))), ".")
    n.line("Photos uploaded to wound app (user ", ("USERNAME", ctx.username(r.choice(ctx.staff))), ", device ",
           ("IPADDR", ctx.ip()), ").")
    n.line("Referral to wound CNS ", *staff_name(ctx, Person(r), "full"), " on ", ("DATE", ctx.date(ctx.day(-3), "long")),
           ", ref ", ("IDNUM", ctx.idnum()), "; reply via ", ("EMAIL", ctx.email(Person(r))), ".")
    if r.random() < 0.5:
        n.line("Podiatry: ", *dr_name(ctx), " - offloading boot fitted. Vascular review at ", ("HOSPITAL", ctx.acute),
               " booked for ", ("DATE", ctx.date(ctx.day(r.randint(5, 20)), r.choice(["wklong", "long"]))), ".")
    n.line("Plan: reposition 2/24, ", r.choice(["air mattress", "heel wedges", "Repose boots"]), ", HPHE diet, ",
           "swab if signs of infection (last MRSA screen neg).")
    n.line("Family (", x.nok_rel, " ", *name_pieces(r, x.nok, "FAMILY", "first"), ") updated by phone ",
           ("PHONE", ctx.phone()), ".")
    return n


def rehabconf(rng, ctx):
    r = rng
    n = Note()
    x = Resident(ctx, age=r.randint(38, 92))
    unit = r.choice(ctx.wings)
    n.line(r.choice(["Rehab Unit Team Conference", "INTERDISCIPLINARY TEAM MEETING - REHABILITATION",
                     "Weekly Case Conference (Sub-Acute)"]))
    n.line(("HOSPITAL", ctx.fac), ", ", ("HOSPITAL", unit), "   ", ("DATE", ctx.date(ctx.day(), r.choice(["wklong", "long", "num"]))))
    n.line("Patient: ", *res_name(ctx, x, r.choice(["full", "caps", "lastfirst", "mi"])), ", ",
           *ctx.age_pieces(x.age, r.choice(["yo", "y/o", "yearold", "sexafter"])), "   ",
           {"US": "MRN", "AU": "UR", "NZ": "NHI"}[ctx.country], " ", ("MRN", x.mrn), "   Encounter ", ("ACCOUNT", ctx.account()))
    adm = ctx.day(-r.randint(7, 40))
    n.line("Admitted ", ("DATE", ctx.date(adm, r.choice(["short", "long", "num"]))), " from ", ("HOSPITAL", ctx.acute),
           " after ", r.choice(["R TKR", "L THR", "CVA (R MCA)", "NOF # ORIF", "CABG x3", "L BKA", "GBS", "TBI (MVA)",
                                "spinal decompression L3-5", "deconditioning post sepsis"]), ".")
    n.line()
    team = []
    roles = r.sample(["Consultant", "Registrar", "NUM", "Physio", "OT", "SLP", "Dietitian", "Social work", "Pharmacist",
                      "Psychologist"], r.randint(5, 7))
    pcs = ["Present: "]
    for i, role in enumerate(roles):
        p = Person(r)
        team.append((role, p))
        if role in ("Consultant", "Registrar"):
            pcs += ["Dr ", ("DOCTOR", p.surname if r.random() < 0.5 else p.full()), f" ({role})"]
        else:
            pcs += name_pieces(r, p, "DOCTOR", r.choice(["full", "first", "initial_last"])) + [f" ({role})"]
        pcs.append(", " if i < len(roles) - 1 else "")
    n.line(*pcs)
    fam = r.random() < 0.5
    if fam:
        n.line("Family present: ", x.nok_rel, " ", *name_pieces(r, x.nok, "FAMILY", "full"), " (via telehealth link ",
               ("URL", ctx.url()), ")")
    n.line()
    f0, f1 = r.randint(40, 80), r.randint(60, 110)
    n.line(f"Medical: {r.choice(P.LABS)}, {r.choice(P.LABS)}. Pain controlled on {r.choice(P.DRUGS)[0]}. "
           f"{r.choice(['Wound healing.', 'Afebrile.', 'Bowels regular.', 'BP labile - reviewing antihypertensives.'])}")
    n.line(f"Physio: FIM motor {f0} -> {f1 - 20}; Berg {r.randint(18, 50)}/56; walking {r.randint(10, 120)} m with "
           f"{r.choice(['4WW', 'pick-up frame', 'quad stick', 'SPS and S/B'])}. TUG {r.randint(12, 45)} s.")
    n.line(f"OT: showering with {r.choice(['supervision', 'min assist', 'set-up only'])}; kitchen assessment "
           f"{r.choice(['passed', 'needs practice', 'not yet'])}. MoCA {r.randint(16, 29)}/30.")
    n.line("Social: lives ", r.choice(["alone", "with spouse", "with daughter's family"]), " at ",
           *ctx.address_pieces(one_line=True), "; ", r.choice(["2 steps to entry", "split-level home", "lift in building"]), ".")
    work = r.random()
    if work < 0.5 and x.age < 70:
        n.line("Works as a ", ("PROFESSION", x.prof), " at ", ("ORGANIZATION", r.choice(P.ORGS)), "; employer contact ",
               ("FAMILY", Person(r).full()), " ", ("PHONE", ctx.phone()), " re graded return to work.")
    else:
        n.line("Retired ", ("PROFESSION", x.prof), ". ", x.nok_rel.capitalize(), " ",
               *name_pieces(r, x.nok, "FAMILY", "first"), " works as a ", ("PROFESSION", r.choice(P.PROFESSIONS)),
               " and can assist ", r.choice(["evenings", "weekends", "with shopping"]), ".")
    if r.random() < 0.5:
        n.line("Driving: licence ", ("LICENSE", ctx.license()), " - advised not to drive for 3 months; car ",
               ("VEHICLE", ctx.vehicle()), " to be assessed for hand controls.")
    n.line()
    edd = ctx.day(r.randint(5, 21))
    n.line("Goals: ", r.choice(["indep transfers", "walk to letterbox", "return home with HCP level 2",
           "shower independently"]), ". EDD ", ("DATE", ctx.date(edd, r.choice(["short", "wk", "long", "num"]))),
           r.choice([". Home visit ", ". Pre-discharge home visit "]), ("DATE", ctx.date(ctx.day(r.randint(2, 4)),
           r.choice(["wk", "weekday", "short"]))), " with OT.")
    if r.random() < 0.5:
        n.line("Leave pass: ", ("DATE", ctx.date(ctx.day(3), "short")), "-", ("DATE", ctx.date(ctx.day(4), "short")),
               "; equipment loan ", ("DEVICE", ctx.device()), ".")
    role, p = r.choice(team)
    n.line("Minutes: ", *name_pieces(r, p, "DOCTOR", r.choice(["full", "initial_last"])), f" ({role})  ",
           "Next conference ", ("DATE", ctx.date(ctx.day(7), r.choice(["wk", "weekday", "monthday", "short"]))), ".")
    return n


SAY = ["said", "asked", "reported", "noted", "felt", "explained"]


def familymtg(rng, ctx):
    r = rng
    n = Note()
    x = Resident(ctx)
    fam1, fam2 = x.nok, Person(r)
    rel2 = r.choice(["son", "daughter", "grandson", "sister-in-law", "nephew", "niece"])
    n.line(r.choice(["FAMILY MEETING MINUTES", "Family Case Conference - Minutes", "Care Planning Meeting with Family"]))
    n.line(("HOSPITAL", ctx.fac), "   ", ("DATE", ctx.date(ctx.day(), r.choice(["wklong", "long", "num", "abbr"]))),
           "   ", r.choice(["14:00", "10:30", "2.15 pm", "1530"]), "   Venue: ", r.choice(["family room", "telehealth", "resident's room"]),
           *([" ", ("LOCATION_OTHER", x.room)] if r.random() < 0.4 else []))
    n.line("Re: ", *res_name(ctx, x, r.choice(["full", "caps", "mi"])), " (", *ctx.age_pieces(x.age, r.choice(["yrs", "bare", "yo"])),
           "), ", {"US": "MRN", "AU": "UR", "NZ": "NHI"}[ctx.country], " ", ("MRN", x.mrn))
    n.line()
    n.line("Attendees:")
    n.line("- ", *name_pieces(r, fam1, "FAMILY", r.choice(["full", "titlefull"])), f" - {x.nok_rel}",
           r.choice(["", " (EPOA)", " (enduring guardian)", " (health care proxy)"]))
    n.line("- ", *name_pieces(r, fam2, "FAMILY", "full"), f" - {rel2}, ", ("PROFESSION", r.choice(P.PROFESSIONS)),
           r.choice([", joined by phone", ""]))
    mgr = r.choice(ctx.staff)
    n.line("- ", *staff_name(ctx, mgr, "full"), " - ", r.choice(["Care Manager", "DON", "Clinical Nurse Manager", "RN"]))
    n.line("- ", *dr_name(ctx, x.gp), " - ", r.choice(["GP", "attending physician", "medical officer"]))
    if r.random() < 0.6:
        n.line("- Interpreter ", ("FAMILY", Person(r).full()), " (", r.choice(["Samoan", "Vietnamese", "Mandarin", "Spanish",
               "Arabic", "Punjabi"]), "), booking ", ("IDNUM", ctx.idnum()))
    n.line()
    n.line("1. Health update")
    n.line(*staff_name(ctx, mgr, "first", cred=False), " summarised: ", x.dx, "; weight ",
           r.choice(["down 3.2 kg in 2 months", "stable", "up 1 kg"]), "; ", r.choice(P.SCORES), "; ", r.choice(P.LABS), ".")
    n.line("2. Family concerns")
    n.line(*name_pieces(r, fam1, "FAMILY", "first"), f" {r.choice(SAY)}: \"", *res_name(ctx, x, r.choice(["first", "nick"])),
           r.choice([" doesn't seem to be eating, mum was always a good eater",
                     " keeps asking to go home to the farm", " was so much brighter before the fall",
                     " told me nobody comes when she rings the bell"]), ".\"")
    n.line(*name_pieces(r, fam2, "FAMILY", r.choice(["first", "title"])), " ", r.choice(SAY), " whether ", x.nok_rel,
           " could visit on ", ("DATE", ctx.holiday()), " and take ", *res_name(ctx, x, "first"), " to ",
           r.choice([[("ORGANIZATION", r.choice(P.ORGS))], ["the ", ("LOCATION_OTHER", r.choice(["Memorial Hall", "old farmhouse on "
           "Quarry Road", "Riverside Pavilion"]))]]), ".")
    n.line("3. Goals of care")
    n.line("Discussed ", r.choice(["advance care plan", "POLST", "resuscitation status", "palliative approach"]),
           ". ", r.choice(["Family agree to comfort-focused care.", "Remain for full treatment incl. transfer.",
           "Not for ICU; for hospital transfer if reversible."]), " Previous ACP dated ",
           ("DATE", ctx.date(ctx.day(-r.randint(100, 900)), r.choice(["monthyear", "num", "year"]))), ".")
    n.line("4. Finance / admin")
    n.line("Fees account ", ("ACCOUNT", ctx.account()), " - ", r.choice(["in arrears", "paid to date", "DAP query"]),
           "; statements to ", ("EMAIL", ctx.email(fam1)), r.choice(["", " and posted to "]) and "", ".")
    if r.random() < 0.6:
        n.line("Postal: ", *ctx.address_pieces(one_line=True))
    n.line()
    n.line("Actions:")
    n.line("- Dietitian review ", ("DATE", ctx.date(ctx.day(r.randint(1, 7)), r.choice(["weekday", "wk", "short"]))), ".")
    n.line("- ", *name_pieces(r, fam1, "FAMILY", "first"), " to bring in hearing aid charger; call ", ("PHONE", ctx.phone()), ".")
    n.line("- Next meeting ", ("DATE", ctx.date(ctx.day(r.randint(28, 90)), r.choice(["monthyear", "long", "num"]))), ".")
    n.line("Minutes by ", *staff_name(ctx, style="full"), "; circulated ", ("DATE", ctx.date(ctx.day(1), "short")), ".")
    return n
