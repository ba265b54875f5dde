"""Aged care assessments (ACAT / NASC-interRAI / RAI-HC style), residential and community."""
import blocks as B
import core as C
import pools as P
from core import S, tl

PMH = ["Hypertension", "Type 2 diabetes", "Atrial fibrillation", "Osteoarthritis both knees", "Osteoporosis",
       "CCF (EF 35%)", "COPD", "Parkinson's disease", "Alzheimer's dementia", "Vascular dementia",
       "CKD stage 3b", "Previous CVA with L hemiparesis", "Macular degeneration", "Hypothyroidism",
       "Depression", "Urinary incontinence", "Recurrent UTIs", "Polymyalgia rheumatica", "Glaucoma",
       "Bowel cancer (resected)", "Gout", "Peripheral neuropathy"]


def _prog_name(ctx):
    return {"AU": "Aged Care Assessment", "NZ": "Needs Assessment (interRAI-HC)",
            "CA": "RAI-HC / Long-Term Care Eligibility Assessment"}[ctx.loc]


def _client_ids(n, ctx, sep="\n"):
    r = ctx.rng
    if ctx.loc == "AU":
        n.add("My Aged Care ID: ", S("IDNUM", "AC%s" % C.digits(r, 8)), sep)
        n.add("Medicare: ", S("HEALTHPLAN", C.medicare_au(r)), sep)
        x = r.random()
        if x < 0.4:
            n.add("DVA Gold Card: ", S("HEALTHPLAN", C.dva_au(r)), sep)
        else:
            n.add("Pensioner Concession Card: ", S("HEALTHPLAN", C.pension_au(r)), sep)
    elif ctx.loc == "NZ":
        n.add("NHI: ", ctx.v["MRN"], sep)
        n.add("interRAI assessment ID: ", S("IDNUM", C.digits(r, 9)), sep)
        if r.random() < 0.5:
            n.add("Community Services Card: ", S("HEALTHPLAN", C.digits(r, 10)), sep)
    else:
        n.add(ctx.v["HPL"], ": ", ctx.v["HPV"], sep)
        n.add("Client ID: ", S("IDNUM", "CL-%s" % C.digits(r, 7)), sep)
        if r.random() < 0.4:
            n.add("SIN (for subsidy application): ", S("SSN", C.sin_ca(r)), sep)


def _where(ctx):
    r = ctx.rng
    if not hasattr(ctx, "_res"):
        ctx._res = r.random() < 0.45
    return ctx._res


def _residence(n, ctx):
    r = ctx.rng
    if _where(ctx):
        fac = ctx.inst("AGED1", "aged")
        wing = "%s %s" % (r.choice(P.WARD_NAMES[ctx.loc]), r.choice(["Wing", "House", "Unit", "Cottage"]))
        n.add("Residence: ", S("HOSPITAL", fac.name), ", ", S("HOSPITAL", wing), ", Room ",
              S("LOCATION_OTHER", "%d%s" % (r.randint(1, 80), r.choice(["", "", "A", "B"]))), "\n")
        n.add("Facility address: ", ctx.addr_parts(fac.addr, style=0), "   Ph ", S("PHONE", fac.phone), "\n")
    else:
        n.add("Address: ", ctx.v["ADDR1"], "\n")
        n.add("Phone: ", ctx.v["HOME"], "  ", ctx.t["cell"], ": ", ctx.v["MOB"], "\n")


def _informants(n, ctx):
    r = ctx.rng
    f1 = ctx.fam("F1", r.choice(["daughter", "son", "wife" if ctx.pt.sex == "M" else "husband"]))
    f2 = ctx.fam("F2", r.choice(["son", "daughter", "niece", "neighbour", "friend", "granddaughter"]))
    n.add("Present: client; ", f1.rel, " ", ctx.fname(f1, "full"), " (", ctx.v["F1_PH"], ")")
    if r.random() < 0.6:
        n.add("; ", f2.rel, " ", ctx.fname(f2, "given"), " by phone (", ctx.v["F2_PH"], ")")
    n.add(".\n")
    rel = r.choice(["EPOA", "Enduring Guardian", "EPA (personal care & welfare)", "Substitute decision-maker",
                    "Power of Attorney for personal care"])
    n.add(rel, ": ", ctx.fname(f1, "full"), ".\n")


def _social(n, ctx):
    r = ctx.rng
    cob = ctx.v["COB"]
    n.add("Born in ", cob, ". ")
    if r.random() < 0.7 and cob.text != B.HOME_COUNTRY[ctx.loc]:
        yr = min(ctx.visit.year - 1, ctx.dob.year + r.randint(16, 45))
        n.add("Arrived in ", S("COUNTRY", B.HOME_COUNTRY[ctx.loc]), " in ", S("DATE", str(yr)), ". ")
    n.add("Worked as a ", ctx.v["PROF"], " for many years")
    if r.random() < 0.5:
        n.add(" at ", ctx.v["EMP"])
    n.add(". ")
    f1 = ctx.fam("F1")
    if f1.rel in ("wife", "husband"):
        n.add("Lives with ", f1.rel, " ", ctx.fname(f1, "given"), " (", S("AGE", str(max(60, ctx.age + r.randint(-6, 4)))),
              "), who has ", r.choice(["heart failure", "early dementia", "poor eyesight", "had a stroke"]), ". ")
    else:
        sp = ctx.fam("SP", "wife" if ctx.pt.sex == "M" else "husband")
        yr = r.randint(max(ctx.dob.year + 50, ctx.visit.year - 30), ctx.visit.year - 1)
        n.add(ctx.pron("His"), " ", sp.rel, " ", ctx.fname(sp, "given"), " died in ", S("DATE", str(yr)), " aged ",
              S("AGE", str(max(55, yr - ctx.dob.year + r.randint(-5, 5)))), ". ")
        n.add(r.choice(["Lives alone since then. ", "Lives alone. ", "Has lived alone for some years. "]))
    n.add("Attends ", S("ORGANIZATION", ctx.inst("CHURCH", "church").name), " on ", S("DATE", "Sundays"),
          " when able. ")
    n.add(r.choice(["Enjoys gardening and the grandchildren.", "Former lawn bowls champion.", "Keen on crosswords.",
                    "Plays cards at the community hall.", "Enjoys music and visits from family."]), "\n")


def _function(n, ctx, table=False):
    r = ctx.rng
    lvl = ["independent", "supervision", "set-up", "limited assist", "extensive assist", "dependent"]
    items = ["Bathing", "Dressing", "Toileting", "Transfers", "Mobility", "Eating", "Meal prep", "Medications",
             "Housework", "Shopping", "Finances", "Transport"]
    if table:
        n.add("| Domain | Level | Comment |\n|---|---|---|\n")
        for it in r.sample(items, 8):
            n.add("| %s | %s | %s |\n" % (it, r.choice(lvl), r.choice(["", "uses shower chair", "4WW", "Webster-pak",
                                                                       "family assist", "community transport", "-"])))
    else:
        for it in r.sample(items, 7):
            n.add("  %s: %s\n" % (it, r.choice(lvl)))


def _clinical(n, ctx):
    r = ctx.rng
    n.add("Cognition: ", r.choice(["MMSE %d/30" % r.randint(12, 29), "RUDAS %d/30" % r.randint(12, 29),
                                   "MoCA %d/30" % r.randint(10, 27), "CPS %d" % r.randint(0, 5)]), "; ",
          r.choice(["orientated to person only", "short-term memory loss", "no BPSD", "wandering at night",
                    "sundowning"]), ".\n")
    n.add("Mood: GDS %d/15.\n" % r.randint(1, 12))
    n.add("Falls: %d in last 6 months, most recently " % r.randint(0, 5), ctx.v["DRECENT"], ".\n")
    n.add("Continence: ", r.choice(["continent", "urge incontinence, uses pads", "doubly incontinent",
                                    "IDC in situ"]), ".\n")
    w = r.uniform(38, 95)
    n.add("Nutrition: weight %.1f kg (%.1f kg in " % (w, w * r.uniform(0.95, 1.14)), ctx.v["MYPAST"],
          "), MNA-SF %d.\n" % r.randint(4, 14))
    n.add("Skin: Braden %d; " % r.randint(10, 22), r.choice(["intact", "stage 2 PI sacrum", "skin tears L forearm",
                                                            "venous ulcer R gaiter"]), ".\n")
    if r.random() < 0.7:
        n.add("Sensory: hearing aids bilateral (L serial ", S("DEVICE", C.device_serial(r)), ", R serial ",
              S("DEVICE", C.device_serial(r)), "); glasses for reading.\n")
    else:
        n.add("Sensory: glasses; hearing adequate.\n")
    aid = r.randrange(3)
    if aid == 0:
        n.add("Equipment: 4WW; loan wheelchair asset no. ", S("DEVICE", "EQ-%s" % C.digits(r, 5)), ".\n")
    elif aid == 1:
        n.add("Equipment: personal alarm pendant (unit ID ", S("DEVICE", C.device_serial(r)), "), shower chair.\n")
    else:
        n.add("Equipment: pick-up frame, bed stick, over-toilet frame.\n")
    if _where(ctx) and r.random() < 0.35:
        n.add("Medication cabinet access: resident identity confirmed by palm-vein scan (ID ",
              S("BIOID", C.bioid(r)), ").\n")


def _recs(ctx):
    r = ctx.rng
    if ctx.loc == "AU":
        return r.sample(["Approved: Home Care Package level %d" % r.randint(2, 4), "Approved: permanent residential care",
                         "Approved: residential respite 63 days", "CHSP: domestic assistance, meals",
                         "Referral to OT for home modifications", "Continence assessment"], 3)
    if ctx.loc == "NZ":
        return r.sample(["Eligible for rest-home level care", "Hospital-level care assessment",
                         "Home support 6 h/week (personal care)", "Carer support subsidy 28 days/yr",
                         "Day programme 2 days/week", "Referral to dementia advisor"], 3)
    return r.sample(["Eligible for LTC placement - applications to 3 homes", "PSW visits BID for personal care",
                     "Adult day program 2x/week", "Respite bed request", "Home safety OT assessment",
                     "Referral to geriatric outreach"], 3)


def aged_form(ctx):
    r = ctx.rng
    n = C.Note(ctx)
    org = ctx.inst("HOSP0", "hospital")
    ass = ctx.clin("ACAS1", "ACAS")
    team = {"AU": [" - Aged Care Assessment Team", " - ACAS", " - Older Persons' Health"],
            "NZ": [" - NASC Service", " - Older Persons' Health", " - Needs Assessment Service"],
            "CA": [" - Home and Community Care", " - Geriatric Assessment Program", " - Care Coordination"]}[ctx.loc]
    n.add(_prog_name(ctx).upper(), "\n", S("HOSPITAL", org.name), r.choice(team), "\n")
    n.add("Assessment date: ", ctx.D(ctx.visit), "   Location: ", r.choice(["home visit", "facility visit",
                                                                              "hospital ward", "phone + home visit"]), "\n")
    n.add("Referral received: ", ctx.D(ctx.past(7, 60)), " from ", ctx.dname(ctx.clin("GP"), "drfull"), ", ",
          ctx.v["PRAC0_NAME"], "\n\n")
    n.add("CLIENT DETAILS\n")
    n.add("Name: ", ctx.pt_name("caps"), "   Preferred name: ", ctx.pt_name("pref"), "\n")
    n.add("DOB: ", ctx.v["DOB"], "   Age: ", ctx.v["AGE"], "   Gender: ", ctx.pron("Sex"), "\n")
    _residence(n, ctx)
    _client_ids(n, ctx)
    n.add("\nINFORMANTS\n")
    _informants(n, ctx)
    n.add("\nSOCIAL / BACKGROUND\n")
    _social(n, ctx)
    n.add("\nMEDICAL HISTORY\n")
    for d in r.sample(PMH, r.randint(4, 7)):
        n.add("- ", d, "\n")
    n.add("\nMEDICATIONS (per Webster-pak from ", ctx.v["PHARM1_NAME"], ")\n", B.meds_list(ctx, 4, 9, style=1))
    n.add("\nFUNCTION\n")
    _function(n, ctx, table=False)
    n.add("\nCLINICAL\n")
    _clinical(n, ctx)
    n.add("\nCARER\n")
    f1 = ctx.fam("F1")
    n.add(ctx.fname(f1, "given"), " is the main carer" if f1.rel in ("wife", "husband") else " visits daily",
          " and is ", r.choice(["exhausted", "coping but stretched", "managing well"] +
                               ([] if f1.rel in ("wife", "husband") else ["working full time as a "])))
    if n.buf[-1].endswith("as a "):
        n.add(S("PROFESSION", ctx._profession()))
    n.add(". Carer strain index %d/13.\n" % r.randint(3, 12))
    n.add("\nOUTCOME / RECOMMENDATIONS\n")
    for x in _recs(ctx):
        n.add("* ", x, "\n")
    n.add("Client and ", f1.rel, " agree with the plan. Copy of support plan posted to ", ctx.v["ADDR1"], ".\n\n")
    n.add("Assessor: ", ctx.dname(ass, "fullcred"), "\nContact: ", S("PHONE", C.phone(r, ctx.loc, "land", org.addr, ext=r.random() < 0.5)),
          "  ", S("EMAIL", org.email(r, "acat" if ctx.loc == "AU" else "nasc" if ctx.loc == "NZ" else "intake")), "\n")
    n.add("Delegate approval: ", ctx.dname(ctx.clin("SPEC1", "SPEC"), "drfull"), " on ", ctx.D(ctx.future(1, 10)), "\n")
    return n


def aged_letter(ctx):
    r = ctx.rng
    n = C.Note(ctx)
    org = ctx.inst("HOSP0", "hospital")
    ger = ctx.clin("SPEC", "SPEC")
    gp = ctx.clin("GP")
    B.letterhead(n, ctx, org, style=r.choice([0, 1, 4]))
    n.add(ctx.D(ctx.visit, ctx.ns), "\n\n", ctx.dname(gp, "drfull"), "\n", ctx.v["PRAC0_NAME"], "\n", ctx.v["PRAC0_ADDR"],
          "\n\nDear ", ctx.dname(gp, "dr"), ",\n\n")
    n.add("RE: ", ctx.pt_name("fullmid"), ", DOB ", ctx.v["DOB"], ", ")
    _client_ids(n, ctx, sep="; ")
    n.add("\n\n")
    n.f("Thank you for referring {PTT}, a {AGE}-year-old {gentleman}, for comprehensive geriatric assessment. ")
    if _where(ctx):
        fac = ctx.inst("AGED1", "aged")
        n.add("I saw ", ctx.pron("him"), " at ", S("HOSPITAL", fac.name), " (room ",
              S("LOCATION_OTHER", str(r.randint(1, 70))), ") on ", ctx.DN(ctx.visit), ", together with ")
    else:
        n.add("I visited ", ctx.pron("him"), " at home (", ctx.v["ADDR1"], ") on ", ctx.DN(ctx.visit), " with ")
    f1 = ctx.fam("F1", r.choice(["daughter", "son"]))
    n.add(ctx.pron("his"), " ", f1.rel, " ", ctx.fname(f1, "full"), ".\n\n")
    _social(n, ctx)
    n.add("\n")
    n.add("Over the past year there has been a steady decline: ", r.choice([
        "several falls, weight loss and increasing confusion in the evenings",
        "reduced mobility after a hospital admission in " , "difficulty managing medications and missed meals"]))
    if n.buf[-1].endswith("in "):
        n.add(ctx.v["MYPAST"])
    n.add(". ", ctx.fname(f1, "given"), " has been providing daily support but works as a ",
          S("PROFESSION", ctx._profession()), " and lives in ", S("CITY", C.make_address(r, ctx.loc).suburb),
          ", %d minutes away.\n\n" % r.randint(20, 90))
    n.add("Clinical summary:\n")
    _clinical(n, ctx)
    n.add("\nFunctional status:\n")
    _function(n, ctx, table=r.random() < 0.5)
    n.add("\nRecommendations:\n")
    for i, x in enumerate(_recs(ctx), 1):
        n.add("%d. %s\n" % (i, x))
    n.add("%d. Medication review: " % 4, r.choice(["cease oxybutynin (anticholinergic burden)", "reduce quetiapine",
                                                   "simplify to once-daily dosing", "deprescribe statin"]), "\n\n")
    n.add("I have discussed advance care planning; ", ctx.pron("he"), " has nominated ", ctx.fname(f1, "given"),
          " as decision-maker. Please contact me on ", S("PHONE", C.phone(r, ctx.loc, "land", org.addr)), " if needed.\n\n")
    B.signoff(n, ctx, ger, style=r.choice([0, 5]))
    B.cc_block(n, ctx, [("GP", "GP"), "PT"], style=1)
    return n


def aged_nursing(ctx):
    r = ctx.rng
    n = C.Note(ctx)
    ctx._res = True
    fac = ctx.inst("AGED1", "aged")
    rn = ctx.clin("RN1", "RN")
    n.add(S("HOSPITAL", fac.name), " | Resident Admission & Care Needs Assessment\n")
    n.add(ctx.addr_parts(fac.addr, style=2), " | Ph ", S("PHONE", fac.phone), " | Fax ", S("FAX", fac.fax), "\n\n")
    n.add("| Resident | ", ctx.pt_name("caps"), " |\n| DOB (age) | ", ctx.v["DOB"], " (", ctx.v["AGE"], ") |\n")
    n.add("| Room | ", S("LOCATION_OTHER", "%d" % r.randint(1, 90)), " - ", S("HOSPITAL", "%s Wing" % r.choice(P.WARD_NAMES[ctx.loc])), " |\n")
    n.add("| Admitted | ", ctx.D(ctx.past(1, 20)), " from ", ctx.v["HOSP1_NAME"], " |\n")
    n.add("| GP | ", ctx.dname(ctx.clin("GP"), "drfull"), " (", ctx.v["PRAC0_PH"], ") |\n")
    n.add("| ", ctx.v["MRNL"] if ctx.loc != "AU" else "Facility ID", " | ", ctx.v["MRN"] if ctx.loc != "AU" else
          S("MRN", "R%s" % C.digits(r, 5)), " |\n")
    n.add("| NOK | ", ctx.fname(ctx.fam("F1")), " (", ctx.fam("F1").rel, ") ", ctx.v["F1_PH"], " |\n")
    if ctx.loc == "AU":
        n.add("| Funding | AN-ACC class %d, Medicare " % r.randint(1, 13), S("HEALTHPLAN", C.medicare_au(r)), " |\n")
    n.add("\nPersonal history: ")
    _social(n, ctx)
    n.add("\nCare needs:\n")
    _function(n, ctx, table=True)
    n.add("\n")
    _clinical(n, ctx)
    n.add("\nPreferences: likes to be called ", ctx.pt_name("pref"), "; ", r.choice(
        ["early riser", "showers in the evening", "prefers female carers", "vegetarian", "halal diet", "enjoys music"]), ".\n")
    n.add("Advance care directive sighted ", ctx.DN(ctx.past(30, 900)), "; resuscitation plan: ",
          r.choice(["not for CPR", "for full active treatment", "comfort-focused"]), ".\n\n")
    n.add("Completed by ", ctx.dname(rn, "fullcred"), " on ", ctx.D(ctx.visit), ". Reviewed by ",
          ctx.dname(ctx.clin("CNS1", "CNS"), "full"), ".\n")
    B.emr_footer(n, ctx, rn)
    return n


def aged_care(ctx):
    return ctx.pick("aged_layout", [aged_form, aged_letter, aged_nursing])(ctx)
