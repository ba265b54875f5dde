"""Genre 1: primary care annual visits and chronic-disease follow-ups."""
from common import *
from clin import PROBLEMS, ALLERGIES, ROS, EXAM, labs_rows, meds_for


def setup():
    c = base_ctx(24, 97)
    c["clinic"] = clinic("pc")
    c["caddr"] = Addr(0.0)
    c["caddr"].street = c["caddr"].street.split(",")[0] + ch(["", "", ", Suite %d" % ri(100, 450), ", Ste %d" % ri(1, 30)])
    c["doc"] = staff(ch(["md", "md", "np", "pa"]))
    c["ma"] = staff("ma")
    c["user"] = c["doc"].user()
    c["probs"] = sample(list(PROBLEMS), ri(2, 5))
    return c


def header(d, c):
    st = ri(0, 3)
    if st == 0:
        d.w("{cl}\n{ca}\nPhone {p}   Fax {f}\n\n", cl=(c["clinic"], "HOSPITAL"), ca=c["caddr"].line(), p=PH(c["pst"]), f=FX(c["pst"]))
    elif st == 1:
        d.w("{cl} | {ca} | Tel {p}\n", cl=(c["clinic"].upper(), "HOSPITAL"), ca=c["caddr"].line(), p=PH(c["pst"]))
    elif st == 2:
        banner(d, c, c["clinic"])
    d.w("\n")


def demo(d, c):
    pt = c["pt"]
    st = ri(0, 2)
    if st == 0:
        d.w("Patient: {n}\nDOB: {dob}   Age: {age}   Sex: {s}\nMRN: {mrn}   Visit #: {acct}\nDate of service: {dos}\nProvider: {doc}\n",
            n=pt.lf(), dob=D(c["dob"], c["dst"]), age=(str(c["age"]), "AGE"), s=sexw(pt, 1), mrn=c["mrn"], acct=c["acct"],
            dos=D(c["date"], c["dst"]), doc=c["doc"].sig())
    elif st == 1:
        d.w("NAME: {n}    DOB: {dob}    MRN: {mrn}\nDOS: {dos}    PCP: {doc}\n", n=pt.LF(), dob=D(c["dob"], "us"), mrn=c["mrn"],
            dos=D(c["date"], "us"), doc=["Dr. ", c["doc"].l()])
    else:
        d.w("| Patient | {n} |\n| DOB / Age | {dob} / {age} y |\n| MRN | {mrn} |\n| Address | {a} |\n| Phone | {p} |\n| Insurance | {ins}, ID {hp} |\n| Visit | {dos}, {doc} |\n",
            n=pt.full(), dob=D(c["dob"], "us"), age=(str(c["age"]), "AGE"), mrn=c["mrn"], a=c["addr"].line(), p=c["phone"],
            ins=(ch(INSURERS), "ORGANIZATION"), hp=healthplan(), dos=D(c["date"], "us"), doc=c["doc"].full())
    d.w("\n")


def social(d, c):
    pt = c["pt"]
    sp, rel = spouse(pt)
    c["sp"] = sp
    pr = prof()
    r = ri(0, 3)
    if c["age"] > 72 and r != 3:
        r = 1
    if r == 0:
        d.w("SOCIAL HISTORY: Works as {a} {pr} at {emp}. Lives in {city} with {his} {rel}, {sp}. ", a=a_an(pr[0]), pr=pr,
            emp=(employer(), "ORGANIZATION"), city=(c["addr"].city, "CITY"), his=his(pt), rel=rel, sp=sp.f())
    elif r == 1:
        d.w("Social: retired {pr} (retired {yr}), widowed, lives alone in {city}; daughter {dau} checks in daily. ",
            pr=pr, yr=D(days(c["date"], -ri(400, 5000)), "y"), city=(c["addr"].city, "CITY"), dau=relative(pt, "daughter")[0].full())
    elif r == 2:
        pr2 = prof()
        d.w("SH: {rel} {sp} ({sa}) is {a} {pr2}; pt is {a2} {pr} at {emp}. Originally from {co}, moved here in {yr}. ",
            rel=rel.capitalize(), sp=sp.full(), sa=(str(max(19, c["age"] + ri(-6, 6))), "AGE"), pr2=pr2, a=a_an(pr2[0]),
            pr=pr, a2=a_an(pr[0]), emp=(employer(), "ORGANIZATION"), co=country(), yr=D(days(c["date"], -ri(800, 9000)), "y"))
    else:
        d.w("Social hx: {pr} by trade, currently on disability. Lives with partner {sp} at {st}. ", pr=pr, sp=sp.f(),
            st=(c["addr"].street, "STREET"))
    d.w(ch(["Never smoker. ", "Former smoker, quit %d years ago. " % ri(2, 30), "Smokes 1/2 ppd. ", "Vapes daily. "]))
    d.w(ch(["Alcohol: 1-2 beers on weekends.", "No alcohol.", "Drinks wine socially.", "EtOH: denies."]))
    d.w(ch([" Walks the dog daily.", " Exercise: minimal.", " Gym 3x/week.", ""]) + "\n")


def famhx(d, c):
    d.w("FAMILY HISTORY: ")
    st = ri(0, 2)
    if st == 0:
        d.w("Father deceased at {a1} of MI; mother alive at {a2} with HTN and dementia. Brother with T2DM dx age {a3}.\n",
            a1=age_tok(ri(48, 80)), a2=age_tok(ri(62, 99)), a3=age_tok(ri(35, 60)))
    elif st == 1:
        d.w("Mother - breast cancer at {a1}. Father - colon polyps, alive, {a2}. No family hx of early CAD.\n",
            a1=age_tok(ri(38, 70), 0.2), a2=age_tok(ri(60, 95)))
    else:
        d.w("noncontributory except sister with lupus (dx in her {a1}s).\n", a1=("%d0" % ri(2, 5), "AGE"))


def hpi(d, c):
    pt = c["pt"]
    st = ri(0, 2)
    nm = [title(pt), pt.l()]
    probs = c["probs"]
    kind = ch(["annual physical", "follow-up of chronic conditions", "3-month follow-up", "medication check",
               "Medicare annual wellness visit", "new patient visit to establish care"])
    if st == 0:
        d.w("HPI: {nm} is a {a} {s} here for {k}. ", nm=nm, a=age_phrase(c["age"], "-year-old"), s=sexw(pt, 0), k=kind)
    elif st == 1:
        d.w("HISTORY OF PRESENT ILLNESS:\n{n} is a pleasant {a} {s} who presents today for {k}. Last seen by me on {ld}. ",
            n=pt.full(), a=age_phrase(c["age"], ch(["-year-old", "words"])), s=sexw(pt, 2), k=kind,
            ld=D(days(c["date"], -ri(60, 400)), c["dst"]))
    else:
        d.w("Subjective: {a} {s} presents for {k}, accompanied by {his} {rel}. ", a=[(str(c["age"]), "AGE"), ch([" yo", "yo", " y/o"])],
            s=sexw(pt, 1), k=kind, his=his(pt), rel=ch(["wife", "husband", "daughter", "son"]) if rb(0.5) else "partner")
    for k in probs:
        name, h, meds, plan = PROBLEMS[k]
        d.w("%s: %s " % (name.split(",")[0], ch(h)))
    if rb(0.5):
        d.w("Was seen at {h} ED on {ed} for {why}; records reviewed. ", h=(hospital(), "HOSPITAL"),
            ed=D(days(c["date"], -ri(10, 200)), ch(["us", "long", "md", "abbr"])), why=ch(["chest pain, troponins negative",
                                                                                          "a fall without fracture", "cellulitis of the left leg", "dehydration"]))
    if rb(0.4):
        d.w("Plans to travel to {co} over {hol} to visit family. ", co=country(), hol=holiday())
    d.w("\n\n")


def body(d, c):
    pt = c["pt"]
    probs = c["probs"]
    d.w("PAST MEDICAL HISTORY:\n")
    for k in probs:
        d.w("- %s\n" % PROBLEMS[k][0])
    if rb(0.5):
        d.w("- s/p {s} ({y})\n", s=ch(["cholecystectomy", "appendectomy", "R TKA", "hysterectomy", "CABG x3", "L rotator cuff repair",
                                      "tonsillectomy", "C-section x2"]), y=D(days(c["date"], -ri(700, 12000)), "y"))
    if rb(0.3):
        d.w("- {dev} placed {y} at {h}; device SN {sn}\n", dev=ch(["dual-chamber pacemaker", "ICD", "insulin pump", "spinal cord stimulator"]),
            y=D(days(c["date"], -ri(300, 3000)), ch(["my", "y", "us"])), h=(hospital(), "HOSPITAL"), sn=devsn())
    d.w("\nMEDICATIONS:\n")
    for m in meds_for(probs):
        d.w(ch(["- ", "  * ", "", "- "]) + m + "\n")
    d.w("\nALLERGIES: %s\n\n" % ch(ALLERGIES))
    social(d, c)
    famhx(d, c)
    d.w("\nROS:\n" + "\n".join(sample(ROS, ri(5, 9))) + "\n\n")
    d.w("OBJECTIVE:\n" + vitals_line() + "\n" + "\n".join(sample(EXAM, ri(6, 10))) + "\n\n")


def labs(d, c):
    st = ri(0, 1)
    d1 = days(c["date"], -ri(2, 10))
    d0 = days(d1, -ri(90, 240))
    rows = labs_rows()
    if st == 0:
        d.w("LABS (collected {d1}, accession {acc}):\n", d1=D(d1, c["dst"]), acc=accession())
        d.w("| Test | {a} | {b} |\n|---|---|---|\n", a=D(d0, "md"), b=D(d1, "md"))
        for n, v, u in rows:
            d.w("| %s | %s | %s %s |\n" % (n, _prev(v), v, u))
    else:
        d.w("Recent results\n%-14s%-12s%-12s\n" % ("", "", ""))
        d.w("{a}    {b}\n", a=D(d0, "us"), b=D(d1, "us"))
        for n, v, u in rows:
            d.w("%-14s%-12s%-12s%s\n" % (n, _prev(v), v, u))
    d.w("\n")


def _prev(v):
    try:
        f = float(v)
        g = f * R.uniform(0.85, 1.15)
        return ("%.1f" % g) if "." in v else str(int(g))
    except ValueError:
        return v


def plan(d, c):
    pt = c["pt"]
    d.w(ch(["ASSESSMENT AND PLAN:\n", "A/P:\n", "Assessment & Plan\n"]))
    for i, k in enumerate(c["probs"]):
        name, h, meds, pl = PROBLEMS[k]
        d.w("%d. %s - %s\n" % (i + 1, name, " ".join(sample(pl, ri(1, 2)))))
    if rb(0.6):
        sp = Person("DOCTOR", kind="md")
        d.w("%d. Referral: {spc} - {sp} at {h}, phone {p}, fax {f}.\n" % (len(c["probs"]) + 1),
            spc=ch(["cardiology", "GI for screening colonoscopy", "endocrinology", "nephrology", "podiatry", "ophthalmology"]),
            sp=["Dr. ", sp.full()], h=(hospital(), "HOSPITAL"), p=PH(c["pst"], 0.3), f=FX(c["pst"]))
        c["ref"] = sp
    d.w("\nHealth maintenance: ")
    items = [("Colonoscopy", ["my", "y", "us"]), ("Mammogram", ["us", "my"]), ("Tdap", ["y", "my", "my_num"]),
             ("Influenza vaccine", ["us", "mon_abbr_y"]), ("Shingrix #2", ["us", "my"]), ("DEXA", ["y", "us"]),
             ("Lung CT screening", ["us"]), ("Pneumococcal (PCV20)", ["my", "us"]), ("Eye exam", ["my"])]
    for i, (nm, sts) in enumerate(sample(items, ri(3, 6))):
        d.w("%s {x}; " % nm, x=D(days(c["date"], -ri(20, 3000)), ch(sts)))
    d.w("\n")
    d.w("Patient portal: {u}. Return in {m} months or sooner PRN; next appt {na}.\n", u=org_url(c["clinic"]),
        m=str(ch([3, 4, 6, 12])), na=D(days(c["date"], ri(80, 200)), ch(["wk", "us", "long"])))


def gen_standard(d, c):
    header(d, c)
    demo(d, c)
    d.w(ch(["CHIEF COMPLAINT: ", "CC: ", "Reason for visit: "]) + ch(["Annual exam", "f/u HTN, DM", "Chronic disease follow-up",
                                                                     "Physical and med refills", "Labs review"]) + "\n\n")
    hpi(d, c)
    body(d, c)
    labs(d, c)
    plan(d, c)
    if rb(0.35):
        d.w("\nRooming by {ma}, {cr}. ", ma=c["ma"].full(), cr=c["ma"].cred)
        d.w("Scribe: {s}.\n", s=Person("DOCTOR", kind="ma").full())
    esign(d, c, c["doc"])
    if rb(0.3) and "ref" in c:
        cc_block(d, c, [c["ref"]])
    if rb(0.4):
        audit(d, c)


def gen_letter(d, c):
    pt = c["pt"]
    ref = Person("DOCTOR", kind="md")
    header(d, c)
    d.w("{dt}\n\n{rn}, {cr}\n{h}\n{ha}\n\n", dt=D(c["date"], "long"), rn=ref.full(), cr=ref.cred, h=(hospital(), "HOSPITAL"),
        ha=Addr(0).two())
    d.w("RE: {n}\nDOB: {dob}\nMRN: {mrn}\n\nDear Dr. {l},\n\n", n=pt.full(), dob=D(c["dob"], "us"), mrn=c["mrn"], l=ref.l())
    d.w("Thank you for agreeing to see my patient, {n}, a {a} {s} whom I have followed since {since}. ", n=pt.full(),
        a=age_phrase(c["age"], "-year-old"), s=sexw(pt, 2), since=D(days(c["date"], -ri(400, 5000)), ch(["y", "my"])))
    c["probs"] = c["probs"][:3]
    for k in c["probs"]:
        name, h, meds, pl = PROBLEMS[k]
        hh = ch(h)
        d.w("%s has %s; %s " % (He(pt), name[0].lower() + name[1:], hh[0].lower() + hh[1:]))
    d.w("\n\nThe specific question is {q}. {He} was last seen here on {ls} and labs on {lb} showed a creatinine of {cr} and A1c of {a1}.\n\n",
        q=ch(["whether further ischemic workup is warranted given exertional dyspnea",
              "management of progressive CKD with rising potassium", "evaluation of a thyroid nodule found on CT",
              "optimization of insulin therapy", "an opinion on anticoagulation given recent GI bleed"]),
        He=He(pt), ls=D(days(c["date"], -ri(3, 30)), "long"), lb=D(days(c["date"], -ri(5, 40)), "us"),
        cr="%.2f" % R.uniform(0.8, 2.4), a1="%.1f" % R.uniform(6, 11))
    body(d, c)
    d.w("{He} lives at {a}, and the best number to reach {him} is {p} (cell). {His} {rel} {sp} can also be reached at {p2}.\n\n",
        He=He(pt), a=c["addr"].line(), him=him(pt), p=c["phone"], His=his(pt).capitalize(), rel=ch(["daughter", "son", "partner"]),
        sp=relative(pt)[0].full(), p2=PH(c["pst"]))
    d.w("Please send your consultation note to our office by fax at {f} or by e-mail to {e}.\n\nSincerely,\n\n",
        f=FX(c["pst"]), e=org_email(c["clinic"]))
    d.w("{n}\n{cl}\n", n=c["doc"].sig(), cl=(c["clinic"], "HOSPITAL"))
    if rb(0.5):
        dictation(d, c, c["doc"])


def gen_terse(d, c):
    pt = c["pt"]
    d.w("{cl} - office visit {dt}\n", cl=(c["clinic"], "HOSPITAL"), dt=D(c["date"], "us2"))
    d.w("pt: {n}  dob {dob}  mrn {mrn}\n\n", n=pt.lf(), dob=D(c["dob"], "us2"), mrn=c["mrn"])
    d.lc = True
    sp, rel = spouse(pt)
    d.w("s: {a}{s} f/u {p}. ", a=(str(c["age"]), "AGE"), s=sexw(pt, 1), p=", ".join(k for k in c["probs"]))
    d.w("here w/ {rel} {sp}. ", rel=rel, sp=sp.f())
    for k in c["probs"]:
        d.w(ch(PROBLEMS[k][1]) + " ")
    d.w("works nights as {a} {pr} at {emp}. ", a="a", pr=prof(), emp=(employer(), "ORGANIZATION"))
    d.w("last a1c {v} on {dt}.\n", v="%.1f" % R.uniform(6, 10), dt=D(days(c["date"], -ri(30, 120)), "md"))
    d.w("o: " + vitals_line() + "\n")
    d.w("gen nad. heart rrr. lungs clear. ext no edema. feet intact.\n")
    d.w("meds: " + "; ".join(meds_for(c["probs"])) + "\n")
    d.w("a/p:\n")
    for k in c["probs"]:
        d.w("- %s: %s\n" % (k, ch(PROBLEMS[k][3])))
    d.w("- rtc {m} mo, labs before. pt prefers texts to {p}\n", m=str(ri(2, 6)), p=c["phone"])
    d.lc = False
    d.w("\n{doc}\n", doc=[c["doc"].fi(), " " + (c["doc"].cred or "")])
    # second, longer section in normal case so notes reach a realistic size
    d.w("\n--- Pre-visit planning ({u}, {dt}) ---\n", u=c["ma"].user(), dt=D(days(c["date"], -1), "us"))
    d.w("Outside records requested from {h} (fax {f}). Last hospital stay {a}-{b}.\n", h=(hospital(), "HOSPITAL"), f=FX(),
        a=D(days(c["date"], -ri(60, 300)), "md"), b=D(days(c["date"], -ri(40, 59)), "md"))
    body(d, c)
    plan(d, c)


def gen_awv(d, c):
    pt = c["pt"]
    header(d, c)
    d.w("ANNUAL WELLNESS VISIT - SUBSEQUENT\n\n")
    demo(d, c)
    sp, rel = spouse(pt)
    d.w("Health risk assessment completed by patient on {dt} via portal (login {u}).\n", dt=D(days(c["date"], -ri(1, 7)), "us"),
        u=pt.user())
    d.w("Emergency contact: {sp} ({rel}) {p}\n", sp=sp.full(), rel=rel, p=PH(c["pst"]))
    d.w("Advance directive on file dated {dt}; health care proxy {sp}.\n\n", dt=D(days(c["date"], -ri(100, 3000)), "us"), sp=sp.full())
    d.w("Screening        Result                 Date\n")
    d.w("PHQ-2            {v}                    {dt}\n", v=str(ri(0, 3)), dt=D(c["date"], "us"))
    d.w("Mini-Cog         {v}/5                   {dt}\n", v=str(ri(2, 5)), dt=D(c["date"], "us"))
    d.w("Fall risk        {v}                 {dt}\n", v=ch(["low", "moderate", "high"]), dt=D(c["date"], "us"))
    d.w("Hearing (whisper) pass                  {dt}\n", dt=D(c["date"], "us"))
    d.w("Colonoscopy      {v}                  {dt}\n", v=ch(["2 TAs", "normal", "diverticulosis"]), dt=D(days(c["date"], -ri(300, 3000)), "us"))
    d.w("\nProviders and suppliers: cardiology {c1}; pharmacy {ph} ({pp}); DME {dme}.\n",
        c1=["Dr. ", Person("DOCTOR").l()], ph=(clinic("pharm"), "HOSPITAL"), pp=PH(c["pst"]), dme=(ch(["Harbor Home Medical", "Cresthaven Medical Supply", "Alder DME"]), "ORGANIZATION"))
    hpi(d, c)
    body(d, c)
    plan(d, c)
    esign(d, c, c["doc"])
    audit(d, c)


def gen(d):
    c = setup()
    d.ctx = c
    if rb(0.12):
        d.typo = 0.02
    f = ch([gen_standard, gen_standard, gen_letter, gen_terse, gen_awv])
    f(d, c)
    return "primary_care"
