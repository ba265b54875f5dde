"""Genres: workers' compensation progress report (work restrictions); return-to-work plan."""
from common import Case, vitals, injury, restrictions, pick_meds, holiday_phrase
from blocks import letterhead, pt_header, signature, confidentiality, cc_line, health_card
from phi import plus, Person, digits, letters, doctor, fd
from pools import PT_CLINICS, IMAGING, UNIONS, EPONYM_TESTS, PHARMACIES

IMG_FIND = {
    "lbp": "mild L4-5 disc desiccation with small central protrusion, no stenosis",
    "shoulder": "partial-thickness bursal-sided supraspinatus tear, mild AC arthrosis",
    "knee": "grade 1 MCL sprain, small joint effusion, menisci intact",
    "ankle": "ATFL sprain, no osteochondral lesion",
    "cts": "NCS: moderate median neuropathy at the wrist (distal motor latency 5.1 ms)",
    "elbow": "common extensor tendinosis without tear",
    "neck": "straightening of cervical lordosis, no fracture",
    "wrist_fx": "healing distal radius fracture in near-anatomic alignment",
}


def _restr_block(d, c, inj, start, end):
    rng = c.rng
    d.t(rng.choice(("\nWORK STATUS\n", "\n--- WORK STATUS / RESTRICTIONS ---\n", "\nDuty status:\n")))
    k = rng.randrange(3)
    if k == 0:
        d.t("[ ] Regular duty   [x] Modified duty   [ ] Off work\n")
    elif k == 1:
        d.t("Status: MODIFIED DUTY\n")
    d.f("Effective {a} through {b}\n", a=c.d(start), b=c.d(end))
    for r in restrictions(rng, inj, rng.randint(2, 5)):
        d.t(rng.choice(("- ", "* ", "  o ")) + r + "\n")
    if rng.random() < 0.5:
        d.t("If modified duty is not available, patient is considered temporarily totally disabled (TTD).\n")


def wc_progress(rng, d, country):
    c = Case(rng, country)
    inj = injury(rng, c.industry)
    if inj["key"] not in IMG_FIND and rng.random() < 0.6:
        inj = injury(rng, c.industry)
    v = rng.randrange(3)
    visitno = rng.randint(2, 9)
    ptc = rng.choice(PT_CLINICS)
    pr = c.pt.pron()
    if v == 0:
        letterhead(d, c)
        d.t(rng.choice(("WORKERS' COMPENSATION PROGRESS REPORT\n", "WC Follow-up Visit\n", "PR-2 PRIMARY TREATING PHYSICIAN'S PROGRESS REPORT\n")))
        pt_header(d, c)
        if country == "US" and rng.random() < 0.4:
            d.f("SSN: {ss}\n", ss=(c.ssn, "SSN"))
        d.f("Claim #: {cl}    Carrier: {ins}\nAdjuster: {a}  Tel {ap}  Fax {af}\nDOI: {doi}    Visit #{n}\n\n", cl=(c.claim, "IDNUM"),
            ins=(c.insurer, "ORGANIZATION"), a=c.adjuster.n("fl"), ap=(c.adj_phone, "PHONE"), af=(c.adj_fax, "FAX"),
            doi=c.d(c.doi), n=str(visitno))
        d.f("S: {t}{n} returns for f/u of {dx}. Pain {p1}/10 (was {p2}/10 at last visit on {lv}). ", t=c.pt.title(),
            n=(c.pt.last, "PATIENT"), dx=inj["dx"].lower(), p1=str(rng.randint(1, 6)), p2=str(rng.randint(5, 9)),
            lv=c.d(plus(c.visit, -rng.randint(7, 21)), rng.choice(("md", "mon_d", c.ds))))
        d.f("Attending PT at {pt} {f}, {a} of {b} visits completed. ", pt=(ptc, "HOSPITAL"), f=rng.choice(("2x/wk", "3x/week", "twice weekly")),
            a=str(rng.randint(3, 10)), b=str(rng.choice((12, 12, 18))))
        k = rng.randrange(3)
        if k == 0:
            d.f("Working modified duty at {e}; supervisor {s} has been accommodating. ", e=c.E(), s=c.sup.n(rng.choice(("first", "fl"))))
        elif k == 1:
            d.t("Employer unable to accommodate restrictions - has been off work. ")
        else:
            d.f("States {p} was asked to exceed restrictions on {dt} (lifted totes ~40 lb) with flare afterwards. ", p=pr[0],
                dt=c.d(plus(c.visit, -rng.randint(2, 6)), rng.choice(("wday", "wds", "md"))))
        if rng.random() < 0.2:
            d.put(holiday_phrase(c))
        d.t("Current treatment: %s. Sleep %s.\n" % (inj["rx_short"], rng.choice(("fair", "poor due to pain", "ok"))))
        d.t("O: " + vitals(rng, country, rng.randrange(3)) + "\n" + inj["exam"] + " " + rng.choice(EPONYM_TESTS) + ".\n")
        if inj["key"] in IMG_FIND:
            d.f("Imaging: {mod} {at} {ic} on {dt}: {f}.\n", at="at" if inj["key"] != "cts" else "by", mod=rng.choice(("MRI", "MRI", "XR", "US")) if inj["key"] != "cts" else "EMG/NCS",
                ic=(rng.choice(IMAGING), "HOSPITAL") if inj["key"] != "cts" else [doctor(rng).drn()],
                dt=c.d(plus(c.visit, -rng.randint(3, 30))), f=IMG_FIND[inj["key"]])
        d.t("A: %s (%s), %s. Not at MMI.\n" % (inj["dx"], inj["icd"], rng.choice(("improving", "slowly improving", "plateaued", "worse"))))
        d.t("P: Continue PT %s x 4 wk. " % rng.choice(("2x/wk", "3x/wk")))
        if rng.random() < 0.4:
            d.f("TENS unit dispensed today, SN {sn}. ", sn=(letters(rng, 2) + digits(rng, 7), "DEVICE"))
        if rng.random() < 0.5:
            orth = doctor(rng)
            d.f("Referral to {o} (ortho) placed; appointment {dt}. ", o=orth.drn(rng.choice(("last", "fl"))), dt=c.d(plus(c.visit, rng.randint(7, 30))))
        if rng.random() < 0.3:
            d.f("Rx sent to {ph}. ", ph=(rng.choice(PHARMACIES), "HOSPITAL"))
        d.t("\n")
        _restr_block(d, c, inj, c.visit, plus(c.visit, rng.choice((14, 21, 28))))
        d.f("Next visit: {dt} at {t}\n", dt=c.d(plus(c.visit, rng.choice((14, 21, 28))), rng.choice(("wd", c.ds))), t=c.time())
        signature(d, c, who=rng.choice((c.doc, c.doc, c.mid)))
        if rng.random() < 0.5:
            cc_line(d, c)
    elif v == 1:
        d.t(rng.choice(("PROGRESS REPORT\n", "Health Professional's Progress Report\n", "Functional Abilities Update\n")))
        d.f("{cl}\n", cl=(c.clinic, "HOSPITAL"))
        if country == "CA":
            d.f("{b} Claim No. {cl}\nWorker: {n}    DOB: {dob}    Health #: {hc}\n", b=c.board, cl=(c.claim, "IDNUM"),
                n=c.pt.n("fl"), dob=c.d(c.dob), hc=(health_card(rng, c.st), "HEALTHPLAN"))
        else:
            d.f("Claim No. {cl}\nEmployee: {n}    DOB: {dob}    SSN (last 4): {ss}\n", cl=(c.claim, "IDNUM"),
                n=c.pt.n("fl"), dob=c.d(c.dob), ss=(c.ssn[-4:], "SSN"))
        d.f("Employer: {e}    Date of accident: {doi}\nDate of this assessment: {v}\n\n", e=c.E(), doi=c.d(c.doi), v=c.d(c.visit))
        d.t("1. Subjective complaints: %s pain, %s.\n" % (inj["part_s"], rng.choice(("intermittent, worse with lifting", "constant dull ache", "improving with therapy"))))
        d.t("2. Objective findings: " + inj["exam"] + "\n")
        d.t("3. Diagnosis: " + inj["dx"] + "\n")
        d.t("4. Treatment since last report: %s; %s.\n" % (inj["rx"].rstrip("."), rng.choice(("physiotherapy 2x/week", "home exercise program", "massage therapy x 4"))))
        d.t("5. Abilities / limitations:\n")
        for r in restrictions(rng, inj, rng.randint(3, 5)):
            d.t("   - " + r + "\n")
        d.f("6. Expected duration of limitations: {w} weeks. Re-assess {dt}.\n", w=str(rng.choice((2, 3, 4, 6))),
            dt=c.d(plus(c.visit, rng.choice((14, 21, 28)))))
        d.t("7. Has the worker been referred to a specialist? %s\n" % rng.choice(("No", "Yes - physiatry", "Yes - orthopaedics, pending")))
        signature(d, c, style=rng.choice((4, 5, 1)))
    else:
        d.f("FAX\nTo: {a}, {ins}    Fax: {fx}\nFrom: {cl}    Fax: {cf}\nDate: {dt}    Pages: {pg}\n", a=c.adjuster.n("fl"),
            ins=(c.insurer, "ORGANIZATION"), fx=(c.adj_fax, "FAX"), cl=(c.clinic, "HOSPITAL"), cf=(c.clinic_fax, "FAX"),
            dt=c.d(c.visit), pg=str(rng.randint(2, 4)))
        d.f("RE: {n} / Claim {cl} / DOI {doi}{ac}\n\n", n=c.pt.n("LF"), cl=(c.claim, "IDNUM"), doi=c.d(c.doi, "us_s" if country == "US" else "iso"),
            ac=[" / Acct ", (c.acct, "ACCOUNT")] if rng.random() < 0.5 else "")
        d.t("WORK STATUS UPDATE\n")
        d.f("Seen today by {dr}. Dx: {dx}. ", dr=c.doc.drn(), dx=inj["dx"])
        d.t(rng.choice(("Progressing as expected. ", "Symptoms persisting; MRI requested - please authorize. ",
                        "Ready to advance restrictions. ")))
        if rng.random() < 0.5:
            d.f("Authorization requested for {n} additional PT visits at {pt} (CPT 97110, 97140).\n", n=str(rng.choice((6, 8, 12))), pt=(ptc, "HOSPITAL"))
        else:
            d.t("\n")
        _restr_block(d, c, inj, c.visit, plus(c.visit, rng.choice((7, 14, 21))))
        d.f("\nQuestions: {ma}, WC coordinator, {ph}\n", ma=c.ma.n("fl"), ph=(c.clinic_phone + rng.choice(("", " ext. 2%02d" % rng.randint(0, 99))), "PHONE"))
    return c


def rtw_plan(rng, d, country):
    c = Case(rng, country)
    inj = injury(rng, c.industry)
    coord = Person(rng, "FAMILY")
    ot = doctor(rng, rng.choice(("OT Reg. (Ont.)" if c.st == "ON" else "OT", "MScPT", "PT")) if country == "CA" else rng.choice(("OTR/L", "PT, DPT", "OTR")))
    rep = Person(rng, "FAMILY") if rng.random() < 0.5 else None
    v = rng.randrange(3)
    start = plus(c.visit, rng.randint(2, 10))
    while start.weekday() != 0:
        start = plus(start, 1)
    title = rng.choice(("RETURN-TO-WORK PLAN", "Graduated Return to Work (GRTW) Plan", "TRANSITIONAL DUTY AGREEMENT",
                        "Modified Work Offer & Return-to-Work Plan"))
    if v == 0:
        d.f("{e}\n{ad}\n\n", e=c.E("caps" if rng.random() < 0.4 else None), ad=c.emp_addr.parts(1))
    else:
        d.f("{e} - Health & Safety\n\n", e=c.E())
    d.t(title + "\n\n")
    d.f("Worker: {n}\nEmployee #: {id}\nPosition: {j}\nDepartment: {dep}\n", n=c.pt.n(rng.choice(("fl", "full", "lf"))),
        id=(c.empid, "IDNUM"), j=(c.job, "PROFESSION"), dep=rng.choice(("Receiving", "Shipping", "Production", "Maintenance", "Nursing", "Sanitation")))
    d.f("Claim #: {cl}\nDate of injury: {doi}\nSupervisor: {s} ({sp})\nRTW Coordinator: {co} - {ce}\n", cl=(c.claim, "IDNUM"),
        doi=c.d(c.doi), s=c.sup.n("fl"), sp=(c.sup_phone, "PHONE"), co=coord.n("fl"),
        ce=(coord.email(rng, rng.choice(("example.com", "corp.test", "example.org"))), "EMAIL"))
    d.f("Treating provider: {dr}, {cl}\n", dr=c.doc.drn("fl"), cl=(c.clinic, "HOSPITAL"))
    if rng.random() < 0.6:
        d.f("Occupational therapist: {ot}\n", ot=ot.sig("fl"))
    if rep:
        d.f("Union representative: {r}, {u}\n", r=rep.n("fl"), u=(rng.choice(UNIONS), "ORGANIZATION"))
    d.t("\nFunctional abilities (per FAF dated ")
    d.f("{dt}): ", dt=c.d(c.visit))
    d.t("; ".join(restrictions(rng, inj, 3)) + ".\n\n")
    d.t("SCHEDULE\n")
    hrs = rng.choice(((4, 6, 8), (4, 4, 6, 8), (5, 6, 7, 8), (4, 6, 8, 8)))
    duties = ("label printing and scanning", "light assembly at a seated workstation", "inventory counts (handheld)",
              "safety audits / walk-throughs", "training new hires on SOPs", "quality checks, no lifting",
              "front desk / dispatch support", "full regular duties")
    tab = rng.random() < 0.5
    if tab:
        d.t("Week | Dates | Hours/day | Duties\n")
    for i, h in enumerate(hrs):
        ws = plus(start, 7 * i)
        we = plus(ws, 4)
        duty = duties[-1] if h == 8 and i == len(hrs) - 1 else rng.choice(duties[:-1])
        sty = rng.choice(("md", "mon_d_s", c.ds))
        if tab:
            d.f("{i} | {a} - {b} | {h} | {du}\n", i=str(i + 1), a=c.d(ws, sty), b=c.d(we, sty), h=str(h), du=duty)
        else:
            d.f("Week {i} ({a}-{b}): {h} hours/day, {du}.\n", i=str(i + 1), a=c.d(ws, sty), b=c.d(we, sty), h=str(h), du=duty)
    d.t("\nACCOMMODATIONS: " + ", ".join(rng.sample(("anti-fatigue mat", "sit/stand stool", "scissor lift table",
                                                      "two-person lift for items > 20 lb", "extra 5-min stretch break each hour",
                                                      "no mandatory overtime", "day shift only", "vacuum hoist at the workstation"), 3)) + ".\n")
    d.f("MONITORING: Check-ins with {co} at end of each week; plan reviewed on {dt}. ", co=coord.n("first"), dt=c.d(plus(start, 7 * len(hrs))))
    d.t("Any increase in symptoms to be reported the same day.\n")
    if country == "CA":
        d.f("A copy of this plan will be sent to the {b} Return to Work Specialist ({rs}).\n", b=c.board,
            rs=Person(rng, "FAMILY").n("fl"))
    else:
        d.f("Copy to adjuster {a}, {ins} ({ae}).\n", a=c.adjuster.n("fl"), ins=(c.insurer, "ORGANIZATION"), ae=(c.adj_email, "EMAIL"))
    d.t("\nSIGNATURES\n")
    sigs = [("Worker", c.pt), ("Supervisor", c.sup), ("RTW Coordinator", coord)]
    if rep:
        sigs.append(("Union rep", rep))
    for role, p in sigs:
        d.f("{r}: {n}    Date: {dt}\n", r=role, n=p.n(rng.choice(("fl", "fi")) if role != "Worker" else rng.choice(("fl", "full"))),
            dt=c.d(plus(c.visit, rng.randint(0, 2))))
    if rng.random() < 0.4:
        d.t("\nWorker comments: " + rng.choice(("Agree with plan.", "Concerned about week 2 hours.", "n/a", "I want to try the forklift again by week 3.")) + "\n")
    return c
