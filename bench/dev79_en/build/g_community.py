"""Genres: NHS 111 / out-of-hours notes, community nursing notes, care-home records."""
import datetime as dt

import blocks as B
import clinical as C
import phi
import pools
from doc import Doc, S, fmt_date, words

OOH_SERVICE_NAME = {"ENG": "NHS 111", "WLS": "NHS 111 Wales", "SCT": "NHS 24", "NIR": "GP Out of Hours",
                    "IE": "GP out-of-hours co-op", "AU": "after-hours GP helpline", "NZ": "after-hours telehealth line",
                    "CA": "after-hours nurse line"}

COMPLAINTS = [
    ("chest pain radiating to the left arm", "Ambulance response (Category 2)", "? acute coronary syndrome"),
    ("fever and a non-blanching rash", "Emergency department within 1 hour", "? meningococcal sepsis"),
    ("vomiting and diarrhoea for 3 days", "Speak to a clinician within 2 hours", "viral gastroenteritis with mild dehydration"),
    ("a fall with hip pain, unable to weight bear", "Ambulance response (Category 3)", "? fractured neck of femur"),
    ("increasing confusion and foul-smelling urine", "Primary care contact within 6 hours", "delirium secondary to UTI (N39.0)"),
    ("shortness of breath, worse lying flat", "Speak to a clinician within 1 hour", "decompensated heart failure (I50.9)"),
    ("dental pain and facial swelling", "Dental service within 4 hours", "dental abscess (K04.7)"),
    ("a blocked urinary catheter", "District nurse within 4 hours", "blocked long-term catheter, changed"),
    ("suicidal thoughts after an argument", "Mental health crisis team within 1 hour", "acute crisis, no immediate plan"),
    ("wheeze and a barking cough", "Primary care contact within 2 hours", "croup (J05.0), Westley score 2"),
    ("a head injury after a fall from a ladder", "Emergency department within 4 hours", "minor head injury, needs CT per NICE criteria"),
    ("palliative patient in pain, syringe driver running out", "Out-of-hours GP home visit", "end-of-life pain, syringe driver renewed"),
    ("a rash after starting a new antibiotic", "Pharmacy consultation within 12 hours", "drug rash (L27.0), amoxicillin stopped"),
    ("a high temperature and not feeding", "Speak to a clinician within 20 minutes", "febrile illness, traffic light amber"),
]


def _care_team_name(c):
    rng = c.rng
    return rng.choice(["%s District Nursing Team" % c.addr["town"], "%s Community Nursing Hub" % c.loc.town(),
                       "%s Neighbourhood Team" % rng.choice(pools.STREET_WORDS)])


# ---------------------------------------------------------------- 111 / OOH
def ooh_111(rng, c, terse):
    d = Doc(B.base_ctx(c), lower=terse)
    comp, dispo, imp = rng.choice(COMPLAINTS)
    svc = OOH_SERVICE_NAME[c.code]
    call_day = c.ref
    ooh = c.loc.ooh_service()
    advisor = c.staff(title=rng.choice(["Mr", "Ms", "Mrs"]))
    clin = c.staff(title=rng.choice(["Dr", "Nurse"]))
    caller_rel, caller = c.rel() if rng.random() < 0.6 else (None, None)
    if terse:
        d.t(svc.lower() + " call {dt} {tm}. case {cid}\n", dt=c.date(call_day, rng.choice(["dmy_short", "dm_num", "dmy_nz"])),
            tm=rng.choice(C.TIMES), cid=c.idnum())
        if caller:
            d.t("caller {cn} ({r}) on {ph} re {p} {as}\n", cn=rng.choice([caller.first(), caller.full()]), r=caller_rel,
                ph=c.phone("mobile"), p=rng.choice([c.pt.first(), c.pt.full()]), **{"as": c.age_sex()})
        else:
            d.t("pt {p} {as} calling self from {ph}\n", p=c.pt.full(), ph=c.phone("mobile"), **{"as": c.age_sex()})
        d.t("at {a}\n", a=c.addr_frags())
        d.t("c/o " + comp + ". {dur}. {v}. {sc}\n", v=C.vitals(rng, terse=True), sc=rng.choice(C.SCORES).lower())
        d.t("gp {gp} {pr}. pmh " + ", ".join(x[0] for x in rng.sample(C.PROBLEMS, 2)) + ".\n",
            gp=c.gp.sur(), pr=S("HOSPITAL", c.practice))
        d.t("imp " + imp + ". dispo: " + dispo + ". adv {a} ({u}). cb by {cl} at " + rng.choice(C.TIMES) + ", " +
            rng.choice(["booked into ", "directed to ", "home visit from "]) + "{o}.\n",
            a=advisor.first(), u=c.username(advisor), cl=clin.sur(), o=S("HOSPITAL", ooh))
        d.t("worsening advice given, call {emerg} if worse. {rolex}\n")
        return d, "terse"
    layout = rng.choice(["call record", "call record", "ooh consultation"])
    if layout == "call record":
        d.emit(svc.upper() + " CALL RECORD\n")
        d.emit(["Case ID: ", c.idnum(), "    Call received: ", c.date(call_day, rng.choice(["dmy", "wd_dmy", "mon_long"])),
                " " + rng.choice(C.TIMES) + "\n"])
        if caller:
            d.emit(["Caller: ", rng.choice([caller.full(), caller.t_sur(), caller.full()]), " (" + caller_rel + ")\n"])
        else:
            d.emit("Caller: patient\n")
        d.emit(["Call-back number: ", c.phone(rng.choice(["mobile", "land"])), "\n"])
        if rng.random() < 0.4:
            d.emit(["Encounter no: ", c.account(), "\n"])
        d.emit(["Patient: ", c.pt_name("header"), "   DOB: ", c.dob_frag(), " (", S("AGE", str(c.age)), ")   Sex: " + c.pt.sex + "\n"])
        d.emit([c.hid[0] + ": ", S(c.hid[2], c.hid[1]), "\n"])
        d.emit(["Current location: ", c.addr_frags(), "\n"])
        if rng.random() < 0.3:
            d.emit(["Caller is at ", c.landmark(), " with the patient.\n"])
        d.emit(["Registered GP: ", c.doc_name(c.gp), ", ", S("HOSPITAL", c.practice), "\n"])
        d.emit(["Health advisor: ", rng.choice([advisor.full(), advisor.first()]), " (login ", c.username(advisor), ")\n\n"])
        d.emit("Presenting problem: " + comp + ".\n")
        if rng.random() < 0.3:
            d.t("Returned from {ctry} on {dt}. ", ctry=c.country(), dt=c.date(call_day - dt.timedelta(days=rng.randrange(2, 20)), rng.choice(["wd", "dm", "dmy"])))
        d.t("{p} has been unwell {dur}. " + rng.choice(["No red flags identified. ", "Caller worried. ", "Has had similar before. "]),
            p=c.pt_name("short"))
        if c.age < 16:
            d.t("Child attends {sch}. Immunisations up to date per {r}.\n", sch=c.org(c.loc.school()),
                r=rng.choice(["mum", "dad", "the caller"]))
        else:
            d.t("Known " + ", ".join(x[0] for x in rng.sample(C.PROBLEMS, 2)) + ". Takes " + rng.choice(C.MEDS) + ".\n")
        d.emit("\nDisposition: " + dispo + "\n")
        d.emit(["Clinical advisor call-back " + rng.choice(C.TIMES) + ": ", c.doc_name(clin), "\n"])
        d.t("Assessment: {v}. {sc}. Advised " + rng.choice(["attendance at ", "home visit from ", "appointment at "]) + "{o} at " +
            rng.choice(C.TIMES) + ". Worsening advice given; to call {emerg} if worse.\n", v=C.vitals(rng), sc=rng.choice(C.SCORES),
            o=S("HOSPITAL", ooh))
        d.t("{rolex}\n")
        if rng.random() < 0.4:
            d.t("Online form previously submitted from IP {ip} on {dt}.\n", ip=c.ip(), dt=c.date(call_day, "dmy"))
        if rng.random() < 0.4:
            d.t("Post-event message sent to {pr} ({em}).\n", pr=S("HOSPITAL", c.practice), em=c.org_email(c.practice))
        return d, layout
    # ooh consultation
    drv = c.staff(title="Mr")
    d.emit([S("HOSPITAL", ooh), " - out-of-hours consultation\n"])
    if rng.random() < 0.5:
        d.emit(["Provider: ", S("ORGANIZATION", c.loc.trust()), "\n"])
    d.emit(["Date: ", c.date(call_day, rng.choice(["wd_comma", "dmy", "long"])), "   Time: " + rng.choice(C.TIMES) + "\n"])
    d.emit(["Visit type: Home visit. Clinician: ", c.doc_name(clin, "sign"), "   Driver: ", rng.choice([drv.full(), drv.first()]),
            "   Car: ", c.vehicle(), "\n"])
    d.emit(["Patient: ", c.pt_name("formal"), "  ", c.age_sex(), "\n"])
    d.emit(["DOB: ", c.dob_frag(), "   ", c.hid_frag(), "\n"])
    d.emit(["Address: ", c.addr_frags(), "\n"])
    d.emit(["Tel: ", c.phone(), "\n"])
    d.emit(["Usual GP: ", c.doc_name(c.gp), " (", S("HOSPITAL", c.practice), ")\n\n"])
    d.t("History: called by {r} as " + comp + ". {He} " + rng.choice(["lives alone", "lives with {his} family",
                                                                        "is cared for by {his} partner"]) + ". {wns} {rolex}\n",
        r=B.relx(c, cap=False))
    d.t("Examination: {vitals}. {score}. {epo}\n")
    d.t("Impression: " + imp + ".\nPlan: " + rng.choice(C.MEDS) + ". Safety-netting advice; call {emerg} if worse. "
        "Follow up with own GP on {dt}.\n", dt=c.date(call_day + dt.timedelta(days=rng.randrange(1, 4)), rng.choice(["wd", "wd_num", "dm_ord"])))
    if rng.random() < 0.3:
        d.t("Over {hol} the surgery is closed; {he} has been given the number {ph}.\n", hol=c.holiday(), ph=c.phone())
    d.emit(["Signed: ", clin.initials(), "  ", c.licence("doc" if clin.title == "Dr" else "nurse"), "\n"])
    return d, layout


# ---------------------------------------------------------------- community nursing
WOUND_LINES = [
    "Wound to left gaiter area 4 x 3 cm, sloughy base, moderate exudate. Cleansed, Aquacel Ag and K2 compression applied.",
    "Sacral pressure ulcer category 2, 2 x 1.5 cm. Repositioning chart reviewed. Waterlow 20.",
    "Foley catheter changed (16Fr, 10 mL water); draining clear urine.",
    "Insulin administered as per chart; CBG 11.2 mmol/L pre-lunch.",
    "Syringe driver recharged: morphine sulfate 10 mg, midazolam 5 mg over 24 h.",
    "Doppler ABPI 0.92 right, 0.88 left. Suitable for full compression.",
    "Heel blister dressed with Mepilex Border; offloading boots in situ.",
    "B12 injection 1 mg IM given into left deltoid.",
    "Bowels not open for 4 days; Bristol type 1. Laxido increased to BD.",
    "Skin tear to right forearm, closed with Steri-Strips, Skin Tear Audit Research category 1a.",
    "Surgical wound post Hartmann's procedure: clean, dry, staples removed x 18.",
    "Stoma checked; output loose. Stoma nurse informed.",
    "MUST 2; food chart started; Ensure Plus BD.",
    "Compression stockings reapplied; oedema reduced.",
]


def community_nursing(rng, c, terse):
    d = Doc(B.base_ctx(c), lower=terse)
    team = _care_team_name(c)
    nurses = [c.staff(title=rng.choice(["Sister", "Staff Nurse", "Nurse", "Charge Nurse", "HCA", "DN"])) for _ in range(3)]
    start = c.days(-rng.randrange(10, 40))
    if terse:
        tstyle = rng.choice(["dm_num", "wd3", "dmy_short", "dm_num"])
        d.t("dn visit notes - {t}\n", t=S("HOSPITAL", team))
        d.t("{p} {a} {hl} {hv}. {ad}. key safe in porch.\n", p=rng.choice([c.pt.full(), c.pt.comma("plain")]),
            a=c.age_frag(form=rng.choice(["y", "yo", " yo"])), hl=c.hid[0].lower(), hv=S(c.hid[2], c.hid[1]), ad=c.addr_frags())
        day = start
        for i in range(rng.randrange(3, 6)):
            day = day + dt.timedelta(days=rng.randrange(1, 4))
            n = rng.choice(nurses)
            d.t("{dt} {tm} - " + rng.choice(WOUND_LINES).lower() + " {wn} {sig}\n", dt=c.date(day, tstyle),
                tm=rng.choice(C.TIMES), wn=rng.choice(["", "dtr present.", "wife present.", "pt chatty.", "pt in pain 6/10."]),
                sig=rng.choice([n.initials(lower=True), n.first(), n.sur()]))
        rel, r = c.child()
        d.t("nok {r} ({rl}) {ph}. gp {g}.\n", r=r.first(), rl=rel, ph=c.phone("mobile"), g=c.gp.sur())
        return d, "terse"
    layout = rng.choice(["visit log", "visit log", "care plan"])
    d.emit([S("HOSPITAL", team)])
    if rng.random() < 0.6:
        d.emit([", ", S("ORGANIZATION", c.trust)])
    d.emit("\n")
    d.emit(["Base: ", S("HOSPITAL", c.practice), ", tel ", c.phone(), "\n\n"])
    d.emit(["Patient: ", c.pt_name("header"), "\n"])
    if c.pt.nick:
        d.emit(["Likes to be called ", c.pt.nickname(), "\n"])
    d.emit(["DOB: ", c.dob_frag(), " (", c.age_frag(form=rng.choice(["aged", "age", " years"])), ")\n"])
    d.emit([c.hid[0] + ": ", S(c.hid[2], c.hid[1]), "\n"])
    d.emit(["Address: ", c.addr_frags(), "\n"])
    if rng.random() < 0.4:
        d.emit(["Access: key safe by back door; park in front of ", c.landmark(), ".\n"])
    d.emit(["GP: ", c.doc_name(c.gp), "\n"])
    rel, r = c.spouse() if rng.random() < 0.5 else c.child()
    d.emit(["NOK: ", r.full(), " (" + rel + "), ", c.phone("mobile"), "\n"])
    d.emit("Diagnoses: ")
    B.pmh_block(d, c, n=rng.randrange(2, 5), style="inline")
    d.emit("\n")
    if layout == "care plan":
        d.emit("CARE PLAN\n")
        need, goal = rng.choice([("leg ulcer management", "ulcer healed within 12 weeks"), ("pressure area care", "skin to remain intact"),
                                 ("catheter care", "catheter patent, no infection"), ("end of life care", "comfortable, pain-free death at home"),
                                 ("insulin administration", "CBG 6-12 mmol/L, no hypos")])
        d.t("Need: " + need + ".\nGoal: " + goal + ". {wn}\n")
        d.t("Interventions: " + rng.choice(WOUND_LINES) + " Visits " + rng.choice(["daily", "three times weekly", "twice weekly"]) + " {dur}. {rolex}\n")
        sp_rel, sp = c.spouse()
        d.t("Carer: {s} (" + sp_rel + ", {a}) " + rng.choice(["is the main carer", "is frail and struggling", "works full time"]) + ".\n",
            s=sp.first(), a=c.age_frag(c.rel_age(sp_rel), form=rng.choice(["aged", "-year-old"])))
        if rng.random() < 0.6:
            d.t("Equipment: " + rng.choice(["syringe driver", "insulin pump", "pressure-relieving mattress", "hoist", "profiling bed"]) +
                ", serial {sn}, delivered by {eq} on {dt}.\n", sn=c.device(),
                eq=c.org(rng.choice(["Medequip Loans", "Community Equipment Store", "Wellhaven Mobility", "Kestrel Care Supplies"])),
                dt=c.date(start, rng.choice(["dmy", "long_ord"])))
        d.t("Review date: {dt}\n", dt=c.date(c.ref + dt.timedelta(days=28), "dmy"))
        d.emit(["Plan agreed with ", r.first(), " and ", c.pt_name("short"), ".\n"])
        d.emit(["Completed by ", nurses[0].t_full(), ", ", rng.choice(["District Nursing Sister", "Community Staff Nurse", "Caseload Holder"]), "  ",
                c.licence("nurse"), "\n"])
        return d, layout
    d.emit("\nVISIT LOG\n")
    day = start
    style = rng.choice(["dmy", "wd_dmy", "dmy_short", "mon_long", "wd_num", "dmy"])
    for i in range(rng.randrange(3, 7)):
        day = day + dt.timedelta(days=rng.randrange(1, 5))
        n = rng.choice(nurses)
        d.emit([c.date(day, style), " " + rng.choice(["09:10", "10:40", "11:25", "14:05", "15:50", "08:55"]) + "  "])
        d.emit([n.title + " ", rng.choice([n.full(), n.sur(), n.first()]), ": "])
        d.emit(rng.choice(WOUND_LINES) + " ")
        k = rng.random()
        if k < 0.2:
            rel2, r2 = c.rel()
            d.t("{r} (" + rel2 + ") present and asking about respite at {ch}. ", r=r2.first(), ch=S("HOSPITAL", c.loc.care_home()))
        elif k < 0.35:
            d.t("Pain {p}/10; {m}. {rolex} ", p=str(rng.randrange(0, 10)), m=rng.choice(C.MEDS))
        elif k < 0.45:
            d.t("Discussed with {dr} at the practice. {wn} ", dr=c.doc_name(c.gp))
        elif k < 0.55:
            d.t("Obs: {vitals}. {wno} ")
        elif k < 0.7:
            d.t("{epo} {rolex} ")
        d.emit(["Entered by ", c.username(n), "\n"] if rng.random() < 0.35 else "\n")
    d.emit(["\nNext visit: ", c.date(day + dt.timedelta(days=2), rng.choice(["wd", "wd_dm_ord", "dmy"])), "\n"])
    return d, layout


# ---------------------------------------------------------------- care home
DAILY = [
    "Had a settled night, checked two-hourly.", "Ate all of breakfast; porridge and tea.", "Refused lunch, supplement given.",
    "Assisted with personal care x2 with the hoist.", "Joined the sing-along in the lounge.",
    "Agitated in the late afternoon (sundowning); redirected with music.", "Skin intact; repositioned 4-hourly.",
    "Bowels open, Bristol type 4.", "Fluid intake 1100 mL.", "Visited by the chiropodist.", "Weight 51.2 kg (down 1.4 kg).",
    "Slept in the chair after lunch.", "PRN paracetamol 1 g given at 14:00 for knee pain.", "Catheter bag emptied, 600 mL.",
    "Found on the floor beside the bed at 03:15; no apparent injury; neuro obs started.", "Mood bright, chatting with staff.",
]


def care_home(rng, c, terse):
    d = Doc(B.base_ctx(c), lower=terse)
    home = c.loc.care_home()
    unit = rng.choice(["%s Unit" % rng.choice(pools.WARD_PEOPLE), "%s Suite" % rng.choice(pools.TREES),
                       "%s Wing" % rng.choice(pools.SAINTS)])
    carers = [c.staff(title=rng.choice(["Senior Carer", "Carer", "HCA", "Nurse", "RN", "Team Leader"])) for _ in range(4)]
    mgr = c.staff(title=rng.choice(["Mrs", "Ms", "Mr"]))
    start = c.days(-rng.randrange(3, 20))
    if terse:
        d.t("{h} - daily notes - rm {rm}\n", h=S("HOSPITAL", home), rm=c.room())
        d.t("res {p} ({n}) {a}\n", p=c.pt.full(), n=c.pt.nickname(), a=c.age_frag(form=rng.choice(["y", "yo", " yrs"])))
        day = start
        tstyle = rng.choice(["dm_num", "dmy_short", "wd3", "dm_num"])
        for i in range(rng.randrange(3, 6)):
            day += dt.timedelta(days=rng.randrange(1, 3))
            cr = rng.choice(carers)
            d.t("{dt} " + rng.choice(["am", "pm", "nights", "days"]) + ": " + rng.choice(DAILY).lower() + " " +
                rng.choice(["", "{r} visited.", "gp rang.", "{epo}", ""]) + " - {s}\n",
                dt=c.date(day, tstyle), s=rng.choice([cr.first(), cr.initials(lower=True)]),
                r=B.relx(c, cap=False))
        d.t("emar login {u}, fp id {b}. {rolex}\n", u=c.username(carers[0]), b=c.bio("fp"))
        return d, "terse"
    layout = rng.choice(["resident profile", "daily record", "incident report"])
    d.emit([S("HOSPITAL", home), "\n"])
    if rng.random() < 0.6:
        ha = c.org_addr()
        d.emit([c.addr_frags(ha), "\n"])
    if rng.random() < 0.5:
        d.emit(["Tel: ", c.phone(), "   Email: ", c.org_email(home), "\n"])
    d.emit("\n")
    if layout == "resident profile":
        d.emit("RESIDENT PROFILE\n")
        d.emit(["Name: ", c.pt_name("formal"), "\n"])
        d.emit(["Preferred name: ", c.pt.nickname(), "\n"])
        d.emit(["Room: ", c.room(), "   Unit: ", S("HOSPITAL", unit), "\n"])
        d.emit(["DOB: ", c.dob_frag(), "   Age: ", S("AGE", str(c.age)), "\n"])
        d.emit([c.hid[0] + ": ", S(c.hid[2], c.hid[1]), "\n"])
        d.emit(["Admitted: ", c.date(c.days(-rng.randrange(60, 2000))), " from ", c.hosp(), "\n"])
        d.emit(["GP: ", c.doc_name(c.gp), ", ", S("HOSPITAL", c.practice), " (", c.phone(), ")\n"])
        rel, r = c.child()
        d.emit(["NOK: ", r.full(), " (" + rel + "), ", c.phone("mobile"), ", ", c.email(r), "\n"])
        if rng.random() < 0.6:
            d.emit(["LPA (health and welfare): ", r.first(), ", registered ", c.date(c.days(-rng.randrange(100, 3000)), "my"), "\n"])
        d.t("Legal: {law_cap}; " + rng.choice(["DoLS authorised", "application pending", "not applicable", "standard authorisation granted"]) +
            " by {ca} on {dd}.\n", ca=S("ORGANIZATION", c.loc.council()), dd=c.date(c.days(-rng.randrange(30, 600)), "dmy"))
        if c.code in ("ENG", "WLS", "SCT", "NIR") and rng.random() < 0.5:
            d.emit(["NI No: ", S("SSN", phi.ni_number(rng)), "\n"])
        elif c.code not in ("ENG", "WLS", "SCT", "NIR") and rng.random() < 0.7:
            d.emit([c.insurance(), "\n"])
            if rng.random() < 0.4:
                d.emit([c.nat_id(), "\n"])
        if rng.random() < 0.5:
            d.emit(["Fees account: ", c.account(), " (" + rng.choice(["self-funded", "local authority funded", "CHC funded", "part-funded"]) + ")\n"])
        sp_rel, sp = c.spouse()
        if rng.random() < 0.5:
            d.t("Spouse: {s} (" + sp_rel + ", {a}), lives at {st}.\n", s=sp.full(), a=c.age_frag(c.rel_age(sp_rel), form="aged"),
                st=S("STREET", c.addr["street"]))
        d.emit("Diagnoses: ")
        B.pmh_block(d, c, n=rng.randrange(2, 5), style="inline")
        d.emit("\nLife history: ")
        d.t("{He} was born in {ctry} and worked as a {prof} at {emp}. {He} married {sp} in {y}. ",
            ctry=c.country() if rng.random() < 0.4 else S("CITY", c.loc.town()), prof=c.prof(), emp=c.org(),
            sp=sp.first(), y=S("DATE", str(c.dob.year + rng.randrange(19, 30))))
        d.t("Enjoys " + rng.choice(["brass band music", "the racing on TV", "knitting", "gardening programmes", "hymns"]) +
            " and visits from {his} grandchildren, {g1} and {g2}. ", g1=c.rel("grandson")[1].first(),
            g2=c.rel("granddaughter")[1].first())
        d.t("{wns}\n")
        d.emit(["Scores: " + ", ".join(rng.sample(C.SCORES, 3)) + "\n"])
        d.emit(["Medication (eMAR): ", "; ".join(rng.sample(C.MEDS, 4)), "\n"])
        d.emit(["eMAR access: staff fingerprint ID ", c.bio("fp"), " (", rng.choice([carers[0].full(), carers[0].first()]), ")\n"])
        d.emit(["Profile reviewed by ", mgr.t_full(), ", Registered Manager, on ", c.date(c.ref, "dmy"), "\n"])
        return d, layout
    if layout == "daily record":
        d.emit(["DAILY RECORD - ", c.pt_name("header"), " (", S("AGE", str(c.age)), ") - Room ", c.room(), "\n\n"])
        day = start
        style = rng.choice(["dmy", "wd_dmy", "dmy_short", "wd_num", "mon_sp"])
        shifts = ["07:30", "10:15", "13:40", "16:20", "19:45", "22:10", "02:30"]
        for i in range(rng.randrange(4, 8)):
            day += dt.timedelta(days=1 if i % 2 == 0 else 0)
            cr = rng.choice(carers)
            d.emit([c.date(day, style), " " + shifts[(i * 3) % 7] + "  "])
            d.emit(rng.choice(DAILY) + " ")
            k = rng.random()
            if k < 0.25:
                rel, r = c.rel()
                d.t("{r} (" + rel + ") visited and took {him} to " + rng.choice(["the garden", "the cafe", "church"]) + ". ",
                    r=rng.choice([r.first(), r.full(), r.t_sur()]))
            elif k < 0.4:
                d.t("{p} said {he} was '" + rng.choice(["waiting for the bus to the mill", "going home to mother",
                                                          "not hungry"]) + "'. ", p=c.pt_name("short"))
            elif k < 0.5:
                d.t("GP {g} reviewed; " + rng.choice(C.MEDS) + ". ", g=c.doc_name(c.gp))
            elif k < 0.6:
                d.t("{vitals}. {score}. ")
            elif k < 0.68:
                d.t("Family plan to take {him} out for {hol}. ", hol=c.holiday())
            elif k < 0.76:
                rel, r = c.child()
                d.t("{p}'s " + rel + " {r} asked about a respite stay {d1}-{d2}. ", p=c.pt.t_sur(), r=r.first(),
                    d1=c.date(day + dt.timedelta(days=rng.randrange(7, 20)), rng.choice(["dm_num", "dm", "dm_ord"])),
                    d2=c.date(day + dt.timedelta(days=rng.randrange(21, 30)), rng.choice(["dm_num", "dm", "dm_ord"])))
            d.emit([cr.title + " ", rng.choice([cr.first(), cr.full(), cr.sur()]), "\n"])
        return d, layout
    # incident report
    wit = rng.choice(carers)
    d.emit(["INCIDENT REPORT   Ref: ", c.idnum(), "\n"])
    d.emit(["Resident: ", c.pt_name("formal"), " (", S("AGE", str(c.age)), ")   Room ", c.room(), "\n"])
    d.emit(["Date/time: ", c.date(c.ref, rng.choice(["dmy", "wd_comma"])), " " + rng.choice(C.TIMES) + "\n"])
    d.emit(["Location: ", rng.choice(["en-suite", "lounge", "corridor outside the lift", "dining room"]), ", ", S("HOSPITAL", unit), "\n"])
    d.emit(["Reported by: ", wit.title + " ", wit.full(), "\n\n"])
    d.t("Description: {p} was found on the floor by {w}. {He} said {he} slipped reaching for {his} frame. "
        "No head injury observed. {vitals}. GCS 15/15. Neuro obs 15-minutely for 1 hour, then hourly.\n",
        p=c.pt_name("short"), w=rng.choice([wit.first(), wit.t_sur()]))
    rel, r = c.child()
    d.t("Family informed: {r} ({rl}) by phone on {ph} at " + rng.choice(C.TIMES) + ".\n", r=r.full(), rl=rel, ph=c.phone("mobile"))
    d.t("{oc} contacted via {svc}; advised to monitor. Falls risk re-assessed: Morse 65. {rolex}\n",
        oc=rng.choice(["Out-of-hours GP", "The GP", "111"]), svc=S("HOSPITAL", c.loc.ooh_service()))
    if rng.random() < 0.5:
        d.t("Bed sensor (serial {sn}) had not alarmed; maintenance log updated.\n", sn=c.device())
    d.t("Notified to {ca} safeguarding team as per policy and to the regulator.\n", ca=S("ORGANIZATION", c.loc.council()))
    d.emit(["Manager sign-off: ", mgr.full(), ", ", c.date(c.ref + dt.timedelta(days=1), "dmy"), "\n"])
    return d, layout
