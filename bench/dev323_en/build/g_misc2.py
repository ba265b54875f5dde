"""Genres: telephone advice log; MDT / joint cardiac conference record."""
import datetime

from doc import Doc, S, pick, chance, typo
import common as C
import locale_fmt as LF
import clin
import places
import names

TD = datetime.timedelta


def _hm(rng, lo=0, hi=24):
    return "%02d:%02d" % (rng.randrange(lo, hi), rng.randrange(60))


# each scenario: (reason, assessment, advice, outcome, needs, (lo, hi) for %d, (min age, max age))
SCEN = [
    ("vomiting and diarrhoea since last night, only %d wet nappies today",
     "alert, drinking small amounts, no blood in stool; single-ventricle circulation so at risk of dehydration",
     "oral rehydration solution little and often; hold furosemide today",
     "to attend ED at {local} if not keeping fluids down by this evening", "local", (1, 3), (0, 3)),
    ("vomiting since yesterday, managed %d sips of water this morning",
     "alert, passing urine; known congenital heart disease",
     "small frequent fluids; if on warfarin and vomiting doses, INR check tomorrow",
     "to attend ED at {local} if any drowsiness or unable to keep fluids down", "local", (2, 8), (3, 60)),
    ("home saturation monitor reading %d%% (baseline 80-85%%)",
     "playing normally, pink per caller; probe on cold foot, reading varied",
     "warm the foot and re-site the probe on a toe, recheck at rest",
     "repeat 84%; no further action, reinforced red flags", None, (62, 72), (0, 12)),
    ("home INR %d on the meter this morning",
     "no bleeding, no bruising; started antibiotics from the GP 3 days ago",
     "omit tonight's warfarin, recheck in 48 h; informed anticoagulation pharmacist",
     "dosing changed in the anticoagulation record", None, (5, 7), (2, 60)),
    ("sternotomy wound red at the lower end, discharging a little fluid, day %d post-op",
     "afebrile, eating and drinking; photo of wound sent to {email}",
     "keep clean and dry, no creams",
     "review on {ward} tomorrow morning; swab for MC&S", "ward", (6, 14), (0, 60)),
    ("asking whether travel to {country} is safe (flight about %d hours)",
     "stable, no recent admissions",
     "fitness-to-fly letter needed; may need a hypoxic challenge test before flying",
     "letter requested from consultant; travel insurance information given", "country", (3, 16), (0, 60)),
    ("palpitations for %d minutes, self-terminated",
     "now well, no syncope or chest pain; known congenital heart disease",
     "record an ECG via GP or ED if it recurs; avoid energy drinks",
     "Holter booked; to be discussed at EP clinic", None, (2, 40), (5, 60)),
    ("interstage home monitoring: weight down %d g in 2 days, saturations 72-75%%",
     "more tired with feeds, sweaty; no vomiting",
     "bring in today for review - do not wait",
     "admitted to {ward} for assessment; consultant aware", "ward", (40, 160), (0, 1)),
    ("missed two doses of %s",
     "well; no symptoms",
     "restart at the usual dose, do not double up",
     "pill organiser and app reminder suggested", "med", None, (0, 60)),
    ("dentist asking about antibiotic cover before a filling, appointment in %d days",
     "no prosthetic valve; no previous endocarditis",
     "not routinely needed for fillings; good oral hygiene is key",
     "letter faxed to the dental practice on {fax}", "fax", (2, 14), (3, 60)),
    ("school requested an updated care plan; started at {school} %d weeks ago",
     "no clinical change",
     "plan updated and emailed to the school nurse",
     "copy to parents by post", "school", (1, 8), (4, 17)),
    ("breathless walking uphill for %d weeks, ankles swollen in the evenings",
     "no chest pain; weight up 2 kg",
     "increase furosemide as per plan; daily weights",
     "seen in the ACHD clinic at {local} within 48 h", "local", (1, 6), (18, 60)),
]


def phone_log(world, cc):
    rng = world.rng
    c = C.Case(world, cc, 0.1, 30)
    d = Doc()
    ds = LF.num_style(rng, cc)
    us = cc in ("US", "CA")

    def dt(x, st=None):
        return LF.D(x, st or ds, cc)
    h = world.hosp_kind(cc, "child")
    cons = world.clin(cc, "pcard" if c.age < 18 else "achd")
    ward = C.ward(rng, cc)
    d.ln(S("HOSPITAL", h.name), " - ", pick(rng, ["Cardiac Nurse Advice Line", "Children's Heart Unit telephone advice",
                                                 "Congenital Heart Helpline", "ACHD nurse line"]))
    d.ln(pick(rng, ["TELEPHONE ADVICE LOG", "Telephone Contact Record", "Phone triage log"]))
    d.t("\n")
    d.ln("Patient: ", c.name(pick(rng, ["LF", "fl", "LFU"])), " | DOB ", dt(c.dob), " | ", c.mrn[0], " ", S("MRN", c.mrn[1]),
         [" | ", c.nhs[0], " ", S("MRN", c.nhs[1])] if c.nhs else "")
    d.ln("Consultant: ", cons.ref(rng, pick(rng, ["t_l", "t_fl"])), " | Diagnosis: ", c.lesion["short"])
    if chance(rng, 0.6):
        d.ln("Open access: ", S("HOSPITAL", ward), " (", S("PHONE", LF.phone(rng, cc)), ")")
    d.t("\n")
    n = rng.randrange(2, 5)
    scen = [i for i in range(len(SCEN)) if SCEN[i][6][0] <= c.age <= SCEN[i][6][1]
            and ("INR" not in SCEN[i][0] or c.lesion["anticoag"])
            and ("interstage" not in SCEN[i][0] or c.lesion["key"] == "hlhs")]
    rng.shuffle(scen)
    n = min(n, len(scen))
    when = c.visit - TD(days=rng.randrange(0, 40))
    for k in range(n):
        sc = SCEN[scen[k]]
        nurse = world.clin(cc, "cns")
        par = c.parent() if c.age < 18 else None
        d.ln("-" * 48)
        d.ln("Date/time: ", dt(when, pick(rng, [ds, "wd"])), " ", _hm(rng, 7, 22),
             "    Call ref: ", S("IDNUM", pick(rng, ["TA", "CL", "ADV"]) + LF.digits(rng, 6)))
        if par:
            d.ln("Caller: ", par[0], " ", S("FAMILY", par[1].render(pick(rng, ["f", "fl"]))),
                 " - callback ", S("PHONE", pick(rng, [c.mob, c.home, LF.phone(rng, cc, "mob")])))
        elif chance(rng, 0.3):
            d.ln("Caller: partner ", S("FAMILY", c.partner.render("fl")), " on behalf of patient - ", S("PHONE", c.mob))
        else:
            d.ln("Caller: patient - callback ", S("PHONE", c.mob))
        d.ln("Taken by: ", nurse.ref(rng, pick(rng, ["fl", "fl_c", "f"])), pick(rng, [" (CNS)", "", " (" + nurse.job + ")"]))
        if chance(rng, 0.3):
            d.ln("ID check: voice biometric match, voiceprint ID ", S("BIOID", "VP-" + LF.digits(rng, 7)))
        else:
            d.ln("ID check: ", pick(rng, ["DOB and postcode confirmed", "DOB and address confirmed", "known caller, DOB confirmed"]))
        need = sc[4]
        reason = sc[0]
        if "%s" in reason:
            meds = [m for m in c.lesion["meds"] if m != "nil regular" and (c.age < 16 or "/kg" not in m)]
            reason = reason % pick(rng, meds or ["aspirin 75 mg OD"])
        elif "INR" in reason:
            reason = reason.replace("%d", "%d.%d" % (rng.randrange(sc[5][0], sc[5][1] + 1), rng.randrange(10)))
        elif sc[5]:
            reason = reason % rng.randrange(sc[5][0], sc[5][1] + 1)
        reason = reason.replace("%%", "%")
        d.w("Reason: ")
        if need == "country" and "{country}" in reason:
            a, b = reason.split("{country}")
            d.w(a, C.world_country(rng), b)
        elif need == "school":
            a, b = reason.split("{school}")
            d.w(a, S("ORGANIZATION", C.school(rng, cc, c.age)), b)
        else:
            d.w(reason)
        d.t("\n")
        ass = sc[1]
        d.w("Assessment: ")
        if "{email}" in ass:
            a, b = ass.split("{email}")
            d.w(a, S("EMAIL", LF.person_email(rng, nurse.p)), b)
        else:
            d.w(ass)
        d.t("\n")
        d.ln("Advice: ", typo(rng, sc[2], sc[2].replace("the ", "teh ", 1), 0.04))
        out = sc[3]
        d.w("Outcome: ")
        if "{local}" in out:
            a, b = out.split("{local}")
            d.w(a, S("HOSPITAL", world.hosp_kind(cc, "child" if c.age < 16 else "adult").name), b)
        elif "{ward}" in out:
            a, b = out.split("{ward}")
            d.w(a, S("HOSPITAL", ward), b)
        elif "{fax}" in out:
            a, b = out.split("{fax}")
            d.w(a, S("FAX", LF.phone(rng, cc, "fax")), b)
        else:
            d.w(out)
        d.t("\n")
        if chance(rng, 0.6):
            d.ln("Logged by: ", S("USERNAME", nurse.user))
        when = when + TD(days=rng.randrange(1, 20))
    d.ln("-" * 48)
    if chance(rng, 0.4):
        d.ln("Copy of log sent to ", cons.ref(rng, "t_l"), " and ", c.gp.ref(rng, "t_fl"), " (", S("HOSPITAL", c.practice.name), ").")
    return d


# ---------------------------------------------------------------- MDT
QUESTIONS = [
    ("timing of pulmonary valve replacement", "PVR indicated (RVEDVi > 160 mL/m2, symptoms); list for surgical PVR",
     "tof"),
    ("suitability for Fontan completion", "haemodynamics favourable; list for extracardiac Fontan", "hlhs"),
    ("management of recurrent coarctation", "catheter stent in the first instance", "coarct"),
    ("neo-aortic root dilatation", "surveillance CMR in 12 months; no intervention yet", "tga"),
    ("left AV valve regurgitation", "repair likely; surgical outpatient review", "avsd"),
    ("Ebstein anomaly with increasing TR", "cone repair recommended", "ebstein"),
    ("conduit stenosis", "transcatheter PVI feasible; pre-stent at catheter", "truncus"),
    ("systemic RV failure after Mustard", "optimise medical therapy; refer for advanced heart failure assessment", "atrial_switch"),
    ("ASD device closure vs surgery", "device closure (adequate rims on TOE)", "asd"),
    ("aortic stenosis in a teenager", "Ross procedure discussed; surgical clinic", "as"),
    ("PA/VSD with MAPCAs for repair", "unifocalisation and complete repair planned", "pa_vsd"),
    ("Marfan aortic root 46 mm", "valve-sparing root replacement recommended", "marfan"),
]


def mdt_record(world, cc):
    rng = world.rng
    d = Doc()
    ds = LF.num_style(rng, cc)

    def dt(x, st=None):
        return LF.D(x, st or ds, cc)
    h = world.hosp_kind(cc, "child")
    meeting = LF.rand_date(rng, datetime.date(2016, 1, 4), datetime.date(2025, 6, 27))
    chair = world.clin(cc, "pcard")
    d.ln(S("HOSPITAL", h.name))
    d.ln(pick(rng, ["JOINT CARDIAC CONFERENCE", "Congenital Cardiac MDT - outcome record", "Medical-Surgical Conference Minutes",
                    "CHD MULTIDISCIPLINARY MEETING"]))
    d.ln("Date: ", dt(meeting, pick(rng, ["wdlong", ds, "long"])), "   ", pick(rng, ["07:45", "08:00", "12:30", "13:00"]),
         "   Venue: ", S("LOCATION_OTHER", pick(rng, ["Seminar Room " + str(rng.randrange(1, 6)), "Conference Room B",
                                                      "Level 2 Boardroom", "Lecture Theatre 1"])),
         [", ", S("LOCATION_OTHER", pick(rng, places.BUILDINGS))] if chance(rng, 0.5) else "",
         pick(rng, ["", " + video link", " / Teams"]))
    d.ln("Chair: ", chair.ref(rng, pick(rng, ["t_fl", "fl_c"])))
    present = []
    for role in ["pcard", "pcard", "achd", "surgeon", "surgeon", "anaes", "intens", "cns", "sono", "reg", "psych"]:
        if chance(rng, 0.8):
            present.append(world.clin(cc, role))
    d.w("Present: ")
    for i, p in enumerate(present):
        if i:
            d.t(", ")
        d.w(p.ref(rng, pick(rng, ["t_l", "fl", "t_fl"])))
    d.t("\n")
    if chance(rng, 0.6):
        d.w("Apologies: ", world.clin(cc, "pcard").ref(rng, "t_l"), ", ", world.clin(cc, "cns").ref(rng, "fl"), "\n")
    sec = world.clin(cc, "sec")
    d.ln("Minutes: ", sec.ref(rng, "fl"))
    d.t("\n")
    n = rng.randrange(3, 6)
    qs = list(range(len(QUESTIONS)))
    rng.shuffle(qs)
    for i in range(n):
        q = QUESTIONS[qs[i]]
        les = q[2]
        lo, hi = {"tof": (8, 40), "hlhs": (2, 4.5), "coarct": (1, 30), "tga": (5, 30), "avsd": (1, 20), "ebstein": (3, 40),
                  "truncus": (3, 15), "atrial_switch": (25, 45), "asd": (3, 60), "as": (12, 19), "pa_vsd": (0.3, 2),
                  "marfan": (16, 45)}[les]
        c = C.Case(world, cc, lo, hi, lesion=les, visit=meeting)
        keep = {"asd": 0, "ebstein": 0, "marfan": 0, "as": 1, "pa_vsd": 1, "hlhs": 2, "tof": 1, "truncus": 1,
                "coarct": 1}.get(les)
        if keep is not None:
            c.history = c.history[:keep]
        refd = world.clin(cc, pick(rng, ["pcard", "achd", "pcard"]))
        d.ln("%d. " % (i + 1), c.name(pick(rng, ["LF", "fl", "LFU"])), "  (", c.mrn[0], " ", S("MRN", c.mrn[1]), ", ",
             c.age_short(), ", ", c.sex, ")")
        d.ln("   Referred by: ", refd.ref(rng, "t_l"), [", ", S("HOSPITAL", world.hospital(cc, exclude=h).name)]
             if chance(rng, 0.5) else "")
        d.ln("   Diagnosis: ", c.lesion["dx"])
        for dtt, text, hh in c.history:
            d.ln("   ", LF.D(dtt, pick(rng, ["y", "my"]), cc), ": ", text)
        d.ln("   Question: ", q[0])
        d.ln("   Data: ", pick(rng, c.lesion["echo"]) if c.lesion["echo"] else "echo as per report", "; ",
             pick(rng, ["CMR RVEDVi %d mL/m2, RVEF %d%%" % (rng.randrange(110, 190), rng.randrange(35, 58)),
                        clin.exercise(rng), "cath: see report", "CT: airway patent, no vascular ring"]))
        d.ln("   Outcome: ", q[1], ".")
        act = world.clin(cc, pick(rng, ["cns", "surgeon", "pcard"]))
        par = c.parent()
        if c.age < 18:
            d.ln("   Action: ", act.ref(rng, pick(rng, ["t_l", "fl"])), " to inform ", par[0], " ",
                 S("FAMILY", par[1].render(pick(rng, ["f", "fl"]))), " by ", dt(meeting + TD(days=rng.randrange(2, 14))),
                 pick(rng, ["", "; family prefer contact by email", "; interpreter required"]), ".")
        else:
            job = c.mother_job if c.sex == "F" else c.father_job
            d.ln("   Action: ", act.ref(rng, pick(rng, ["t_l", "fl"])), " to discuss with the patient in clinic; ",
                 ["works as ", C.a_an(job), " ", S("PROFESSION", job), " - time off work to plan; "] if chance(rng, 0.5) else "",
                 "waiting list category ", pick(rng, ["P2", "P3", "routine", "urgent"]), ".")
        if chance(rng, 0.3):
            d.ln("   Surgical slot provisionally ", dt(meeting + TD(days=rng.randrange(20, 120))),
                 " with ", world.clin(cc, "surgeon").ref(rng, "t_l"), ".")
        d.t("\n")
    d.ln("Next meeting: ", dt(meeting + TD(days=7), pick(rng, [ds, "wdlong"])))
    if chance(rng, 0.5):
        d.ln("Outcomes uploaded by ", S("USERNAME", sec.user), " to the MDT log; queries to ",
             S("EMAIL", "cardiac.mdt@" + h.dom))
    return d
