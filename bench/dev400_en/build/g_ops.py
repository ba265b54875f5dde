"""Genres: bereavement office log, structured judgement review, email to attending doctor."""
import clin
import common as cm
from case import Case, pick, dg
from g_me import typo_rate, attender, sex, setting, CSTAFF
from note import Note

PROPERTY = ["wedding ring", "reading glasses", "hearing aids", "dentures", "mobile phone", "wallet",
            "rosary", "wristwatch", "handbag", "walking stick", "prayer beads", "photo frame"]


def _sub_cases(first, k):
    out = [first]
    for _ in range(k - 1):
        c = Case(first.rng, first.sys, used=first.used)
        c.rebase(first.off(first.dod, -first.rng.randint(0, 4)))
        c.hosp, c.trust, c.ds = first.hosp, first.trust, first.ds
        out.append(c)
    return out


def bereavement_log(rng, sys, lower):
    first = Case(rng, sys)
    n = Note(rng, lower, typo_rate(rng))
    r = rng
    logday = first.off(first.dod, r.randint(1, 3))
    n.f(pick(r, ["BEREAVEMENT OFFICE - DAILY LOG\n{hosp}\nDate: {d}\n",
                 "Bereavement Services log | {hosp} | {d}\n",
                 "{trust}\nBereavement & Medical Examiner Office - contact log for {d}\n"]),
        hosp=first.hosp, trust=first.trust, d=first.D(logday, pick(r, [first.ds, "wd"])))
    n.f("Officer on duty: {bo} ({tel})    Cover: {bo2}\n", bo=first.bo.full(), tel=first.phone("ext"),
        bo2=first.mk("DOCTOR").full())
    cases = _sub_cases(first, r.randint(3, 6))
    table = r.random() < 0.45
    if table:
        n.t("\n| Time | Deceased | Ward | DoD | NOK / contact | Status | Notes |\n|---|---|---|---|---|---|---|\n")
    else:
        n.t("\n")
    t = r.randint(8, 9) * 60 + r.randrange(30)
    for c in cases:
        t += r.randint(12, 90)
        tm = "%02d:%02d" % (min(t // 60, 18), t % 60)
        status = _status(r, c)
        if table:
            n.f("| {tm} | {pt} ({pl} {pid}) | {ward} | {dod} | {rel} {nok} {tel} | {st} | ", tm=tm,
                pt=pick(r, [c.pt.upper(), c.pt.lastfirst(), c.pt.full()]), pl=c.v["pid"], pid=c.pid,
                ward=c.ward, dod=c.D(c.dod, "dm"), rel=pick(r, [c.nokrel, c.nokrel[:3] + "."]), nok=c.nok.full(),
                tel=c.phone("mob"), st=status)
            _note_bits(n, c, r, 1)
            n.t(" |\n")
        else:
            n.f("{tm} - ", tm=tm)
            n.f(pick(r, ["Call from {nokf} ({rel} of {pt}, died {dod} on {ward}). ",
                         "{pt} ({pid}) - {rel} {nok} came to the office. ",
                         "Rang {nok}, {rel} of the late {ptf}, on {tel}. "]),
                nokf=c.nok.formal(), rel=c.nokrel, pt=c.pt.full(), dod=c.D(c.dod), ward=c.ward, pid=c.pid,
                nok=c.nok.full(), ptf=c.pt.formal(), tel=c.phone("mob"))
            n.t("Status: " + status + ". ")
            _note_bits(n, c, r, r.randint(1, 3))
            n.t("\n")
    n.t("\nEnd of day: " + pick(r, ["%d MCCDs outstanding, chased by email." % r.randint(1, 5),
                                     "all urgent faith releases completed.",
                                     "handover to weekend on-call ME.",
                                     "%d awaiting coroner decision." % r.randint(1, 3)]) + "\n")
    if r.random() < 0.5:
        n.f("Log closed {t} by {u}\n", t="%02d:%02d" % (r.randint(16, 18), r.randrange(60)), u=first.bo.user(r))
    return n, first.country


def _status(r, c):
    if c.cause.get("refer"):
        return pick(r, ["referred to %s" % c.v["coroner"], "with %s - awaiting decision" % c.v["coroner"]])
    cert = "DC" if c.sys == "US" else c.v["cert"].split(" (")[0]
    return pick(r, [cert + " with ME", cert + " issued", "awaiting AP", "scrutiny complete",
                    "registered" if c.sys != "US" else "certified in EDRS", "%s sent to %s" % (cert, c.v["reg"])])


def _note_bits(n, c, r, k):
    bits = list(range(9))
    for _ in range(k):
        b = bits.pop(r.randrange(len(bits)))
        if b == 0:
            pr = list(PROPERTY)
            n.f("Property ({p1}, {p2}) ready, log no. {pl}; photo ID needed. ", p1=pr.pop(r.randrange(len(pr))),
                p2=pr.pop(r.randrange(len(pr))), pl=("P-" + dg(r, 5), "IDNUM"))
        elif b == 1:
            n.f("{fd} collected at {t}, driver {drv}, vehicle {veh}. ", fd=c.fd,
                t="%02d:%02d" % (r.randint(9, 17), r.randrange(60)), drv=c.fdp.full(), veh=c.plate())
        elif b == 2:
            n.f("Parking concession for car reg {veh} ({d}). ", veh=c.plate(), d=c.D(c.off(c.dod, 2), "dm"))
        elif b == 3 and c.sys != "US":
            n.f("Registration appt booked {d} {t} at {town} {reg}. ", d=c.D(c.off(c.dod, r.randint(3, 6)),
                                                                         pick(r, ["wds", "dm", c.ds])),
                t="%02d:%02d" % (r.randint(9, 15), pick(r, [0, 15, 30, 45])), town=c.town, reg=c.v["reg"])
        elif b == 4 and c.sys == "GB":
            n.f("{co} (coroner's officer) rang - Form 100A received, no PM. ", co=c.cor.full())
        elif b in (3, 4):
            n.f("{co} ({off}) rang - no {pm} required, {cor} content for the {cert} to be issued. ",
                co=c.cor.full(), off=CSTAFF[c.sys], pm="autopsy" if c.sys in ("US", "CA") else "PM",
                cor=c.v["coroner"], cert=c.v["cert"])
        elif b == 5:
            n.f("Cremation papers emailed to {em}. ", em=c.fdp.email(r, "example.net"))
        elif b == 6:
            n.f("AP {ap} bleeped {bl} to complete {cert}. ", ap=attender(c).dr(), bl=c.phone("bleep"),
                cert="the DC" if c.sys == "US" else c.v["cert"].split(" (")[0])
        elif b == 7:
            n.f("Urgent release requested for faith burial - on-call ME {me} contacted. ", me=c.me.dr())
        elif c.sys in ("GB", "SC"):
            n.f("Tell Us Once ref {tuo} given to {nok}. ", tuo=("TUO" + dg(r, 8), "IDNUM"), nok=c.nok.fn())
        else:
            n.f("Release ref {tuo} given to {nok}. ", tuo=("REL-" + dg(r, 6), "IDNUM"), nok=c.nok.fn())


# ------------------------------------------------------------------------------------------
RATINGS = ["1 - very poor care", "2 - poor care", "3 - adequate care", "4 - good care", "5 - excellent care"]
PHASES = [
    ("Admission and initial management (first 24 hours)",
     ["Seen in ED by {a} ({g}) at {t}; NEWS2 {n}, sepsis screen positive, antibiotics within the hour. "
      "Post-take review by {c} on {d} with a clear plan and ceiling of care.",
      "Long ED wait (9 hours) before a bed on {ward}; initial clerking by {a} ({g}) was thorough, "
      "but VTE assessment not completed. Consultant review {d}.",
      "Admitted directly to {ward}. Clerking by {a} ({g}) missed the anticoagulant history; "
      "corrected by {c} on the post-take ward round on {d}."]),
    ("Ongoing care",
     ["Daily senior review documented. Fluid balance charts incomplete on two days. Physiotherapy and "
      "dietetics input appropriate.",
      "NEWS2 rose to {n} overnight on {d}; escalated to the night registrar but not reviewed for 3 hours.",
      "Good MDT working; family updated by {c} twice. Pressure areas managed well (Waterlow 22)."]),
    ("Care during a procedure",
     ["N/A - no procedure.", "OGD on {d} performed by {c}; consent and WHO checklist documented.",
      "Hemiarthroplasty on {d}; anaesthetic chart and WHO checklist complete."]),
    ("End-of-life care",
     ["Dying recognised on {d}; anticipatory medicines prescribed (midazolam, morphine, glycopyrronium, "
      "levomepromazine). Family present. Excellent nursing care by {nu}.",
      "End-of-life care plan started late; syringe driver (McKinley T34, serial {sd}) set up on {d}. "
      "Mouth care charted.",
      "Recognition of dying delayed; family not told until the day of death."]),
]
PROBLEMS = ["assessment, investigation or diagnosis", "medication / IV fluids / electrolytes / oxygen",
            "treatment and management plan", "infection control", "operation / invasive procedure",
            "clinical monitoring", "resuscitation following a cardiac arrest", "communication"]


def sjr(rng, sys, lower):
    c = Case(rng, sys)
    n = Note(rng, lower, typo_rate(rng))
    r = rng
    rev = c.mk("DOCTOR")
    n.t(pick(r, ["STRUCTURED JUDGEMENT REVIEW (RCP methodology)\n", "Structured Judgement Review - Case Record\n",
                 "SJR - mortality surveillance\n"]))
    n.f("SJR ref: {ref}    {trust}\n", ref=cm.sjr_ref(c), trust=c.trust)
    n.f("Reviewer: {rv} (consultant, {spec}) - independent of the treating team\n", rv=rev.dr(),
        spec=pick(r, ["Anaesthetics", "Geriatric Medicine", "Respiratory Medicine", "General Surgery",
                      "Acute Medicine"]))
    rvd = c.off(c.dod, r.randint(14, 70))
    n.f("Review date: {d}    Trigger: {tr}\n", d=c.D(rvd),
        tr=pick(r, ["ME referral - concern about care", "learning disability (LeDeR)", "family concern",
                    "elective admission", "serious mental illness", "random sample", "Datix " + "linked"]))
    n.f("\nPatient: {pt}    {pl}: {pid}    Age: {age}    Sex: {sx}\n", pt=pick(r, [c.pt.full(), c.pt.upper()]),
        pl=c.v["pid"], pid=c.pid, age=(str(c.age), "AGE"), sx=sex(c))
    los = (c.dod - c.adm).days
    n.f("Admitted: {adm} ({route})    Died: {dod} on {ward}, bed {bed}    LOS: {los} days\n", adm=c.D(c.adm),
        route=pick(r, ["via ED", "GP referral", "elective", "transfer from " + "another site"]), dod=c.D(c.dod),
        ward=c.ward, bed=c.bed, los=los)
    n.f("Lead consultant: {cons} ({spec})    ME ref: {me}\n", cons=c.cons.dr(), spec=c.spec, me=c.meref)
    n.t("Cause of death (MCCD): " + c.cause["ia"] + (" due to " + c.cause["ib"] if c.cause.get("ib") else "") + "\n")
    n.t("\nBackground: ")
    cm.comorbid(n, c, r.randint(2, 4))
    n.t(". " + cm.obs(c) + ". " + pick(r, clin.SHORTHAND) + "\n")
    kw = dict(a=c.att.dr(), g=c.grade, t="%02d:%02d" % (r.randint(0, 23), r.randrange(60)), n=r.randint(5, 11),
              c=c.cons.dr(), d=c.D(c.off(c.adm, r.randint(0, max(0, los)))), ward=c.ward, nu=c.nurse.full(),
              sd=("T34-" + dg(r, 6), "DEVICE"))
    scores = []
    for i, (title, texts) in enumerate(PHASES, 1):
        n.t("\nPhase %d: %s\n" % (i, title))
        kw["d"] = c.D(c.off(c.adm, r.randint(0, max(0, los))))
        n.t("Explicit judgement: ")
        n.f(pick(r, texts), **kw)
        sc = r.randint(2, 5)
        scores.append(sc)
        n.t("\nCare rating: " + RATINGS[sc - 1] + "\n")
    n.t("\nOverall assessment: ")
    n.t(pick(r, ["Care was mostly good; the delay in escalation did not change the outcome. ",
                 "Problems in care were identified but the death was not avoidable. ",
                 "Overall good, compassionate care. ",
                 "Care fell short in the ongoing phase; recommend second-stage review. "]))
    n.t("\nOverall care rating: " + RATINGS[min(scores) - 1 if r.random() < 0.5 else 2] + "\n")
    n.t("Problems in care: ")
    pr = [p for p in PROBLEMS if r.random() < 0.25] or ["none identified"]
    n.t("; ".join(pr) + "\n")
    n.t("Avoidability of death: " + pick(r, ["6 - definitely not avoidable", "5 - slight evidence of avoidability",
                                             "4 - possibly avoidable, not very likely"]) + "\n")
    if r.random() < 0.6:
        n.f("Discussed with family ({rel} {nok}) by {me} on {d}.\n", rel=c.nokrel, nok=c.nok.full(),
            me=c.me.dr(), d=c.D(c.off(rvd, -r.randint(1, 10))))
    n.t("\n")
    cm.sig(n, c, rev, "SJR reviewer", None, c.D(rvd))
    if r.random() < 0.5:
        cm.audit(n, c, rev, rvd)
    return n, c.country


# ------------------------------------------------------------------------------------------
def email_attending(rng, sys, lower):
    c = Case(rng, sys)
    n = Note(rng, lower, typo_rate(rng))
    r, v = rng, c.v
    ap = attender(c)
    sender = c.meo if r.random() < 0.7 else c.me
    sd = c.off(c.dod, r.randint(0, 2))
    office = (pick(r, ["me.office", "bereavement", "medical.examiners", "meo.team"]) + "@" +
              pick(r, ["example.org", "example.net"]), "EMAIL")
    n.f("From: {s} <{se}>\nTo: {ap} <{ae}>\n", s=sender.full(), se=sender.email(r, "example.org"),
        ap=ap.full(), ae=ap.email(r, "example.org"))
    if r.random() < 0.6:
        n.f("Cc: {c} <{ce}>; {off}\n", c=c.cons.full(), ce=c.cons.email(r, "example.org"), off=office)
    n.f("Date: {d} {t}\n", d=c.D(sd, "wd"), t="%02d:%02d" % (r.randint(7, 19), r.randrange(60)))
    subj = ("DC" if sys == "US" else v["cert"].split(" (")[0]) + " needed" if not c.cause.get("refer") else v["coroner"] + " referral needed"
    n.f("Subject: {subj} - {last} {pid} - died {dod}\n", subj=pick(r, [subj, "ME query", "RE: " + subj,
                                                                    "URGENT: " + subj]),
        last=c.pt.ln() if r.random() < 0.6 else c.pt.ini(False), pid=c.pid, dod=c.D(c.dod, "dm"))
    if r.random() < 0.4:
        n.f("X-Originating-IP: [{ip}]\n", ip=c.ip())
    n.f("\nDear {ap},\n\n", ap=ap.dr(False) if r.random() < 0.6 else ap.fn())
    n.f("I'm the {role} looking at the death of {ptf} ({pt}, DOB {dob}, {pl} {pid}), who died on {ward} on {dod}. ",
        role=v["officer"] if sender is c.meo else v["reviewer"], ptf=c.pt.formal(), pt=c.pt.full(), dob=c.D(c.dob),
        pl=v["pid"], pid=c.pid, ward=c.ward if setting(c) == "hosp" else c.home, dod=c.D(c.dod))
    if sender is c.meo:
        n.f("{me} has reviewed the notes and would be grateful if you could ", me=c.me.dr())
    else:
        n.t("I have reviewed the notes and would be grateful if you could ")
    ca = c.cause
    if ca.get("refer"):
        n.f("complete a {cor} referral rather than the {cert}: {why}. The portal is {url} - it takes about "
            "10 minutes.\n\n", cor=v["coroner"], cert=v["cert"], why=clin.REFER_REASONS[ca["refer"]][0],
            url=c.url("coroner/notify"))
    elif ca.get("mode") and c.sys != "US":
        n.t("revise the draft MCCD - 'cardiac arrest' on its own will be rejected. From the notes, "
            "'Ia Acute myocardial infarction, Ib Coronary artery atherosclerosis' looks right; do you agree?\n\n")
    else:
        n.f("complete the {cert} {how} with the following wording (please tell us if you disagree):\n",
            cert=v["cert"], how="in EDRS" if c.sys == "US" else "on the portal")
        cm.causes(n, c, style="us" if c.sys == "US" else "uk")
        n.t("\n")
    imp = cm.implant(c)
    if imp:
        n.f("The family have chosen cremation and there is a {k} ({m}, SN {sn}) - please complete {crem} "
            "and confirm removal with the mortuary.\n\n", k=imp[0], m=imp[1], sn=imp[2], crem=v["crem"])
    n.f("I have spoken to {his} {rel}, {nok}, who {fq}. If you are able to ring {him} on {tel} that would "
        "be much appreciated.\n\n", his=c.pt.he()[1], rel=c.nokrel, nok=c.nok.full(),
        fq=pick(r, ["has some questions about the last few days", "is happy with the proposed cause",
                    "would like to know whether a post-mortem is needed",
                    "wants to register on " + "Monday if possible"]),
        him=pick(r, ["them", "her" if c.nok.sex == "F" else "him"]), tel=c.phone("mob"))
    n.f("We'd be grateful for this by {d} as the family are {why}.\n\n", d=c.D(c.off(sd, 1), "day"),
        why=pick(r, ["keen to book the funeral", "arranging a faith burial", "travelling from " + "abroad"]))
    n.f("Many thanks,\n{s}\n{role} | {trust}\n", s=sender.full() if sender is c.meo else sender.dr(),
        role=v["officer"] if sender is c.meo else v["reviewer"], trust=c.trust)
    n.f("{hosp}, {st}, {town} {zip}\n", hosp=c.hosp, st=(str(r.randint(1, 300)) + " " +
                                                       pick(r, ["Hospital Road", "Infirmary Street",
                                                                "Queen's Drive", "Abbey Way"]), "STREET"),
        town=c.town, zip=c.zip)
    n.f("Tel {tel} | Fax {fax}", tel=c.phone(), fax=c.fax())
    if r.random() < 0.5:
        n.f(" | Mobile {m}", m=c.phone("mob"))
    n.f("\n{off}\n", off=office)
    if r.random() < 0.4:
        n.f("{url}\n", url=c.url("medical-examiner-service"))
    n.t(pick(r, ["\nThis e-mail and any attachments are confidential and intended solely for the addressee.\n",
                 "\nCONFIDENTIAL: contains patient-identifiable information. Do not forward outside the secure domain.\n",
                 "\n"]))
    if r.random() < 0.45:
        n.f("\n-----Original Message-----\nFrom: {ap}\nSent: {d} {t}\n", ap=ap.full(), d=c.D(c.off(sd, -1), "wd"),
            t="%02d:%02d" % (r.randint(7, 22), r.randrange(60)))
        n.f("> Hi - I was the {g} looking after {pt} on nights. Happy to do the cert, what wording does "
            "the ME want? I'm on nights till {d}, bleep {bl}.\n", g=c.grade if ap is c.att else "GP",
            pt=c.pt.fn(), d=c.D(c.off(sd, 2), "day"), bl=c.phone("bleep"))
    return n, c.country
