"""Genre: antenatal referral and counselling note."""
import dt
import ids
import orgs
import clin
import common
from nb import P, an

GENRE = "antenatal_referral_counselling"
CASE_ARGS = dict(min_days=0, max_days=0, antenatal=True)

TOPICS = [
    "Feeding: explained that babies with a cleft lip only can often breastfeed; if the palate is involved "
    "a squeezy bottle (e.g. {kit}) will be needed. Mum keen to express - hospital-grade pump can be loaned.",
    "Surgery: outlined the usual pathway - {lip}. Showed before/after photo book; parents found this helpful.",
    "Hearing: glue ear is common with palatal clefts; routine newborn hearing screen plus audiology follow-up.",
    "Speech: SLT input from infancy, formal assessments from around 18 months; most children have intelligible speech.",
    "Dental/orthodontic: teeth near the cleft may be missing or rotated; orthodontic care later in childhood.",
    "Genetics: discussed association with syndromes is lower for isolated CL; offered amniocentesis with microarray.",
    "Psychology: clinical psychologist available to parents now and through childhood; {scale} offered.",
    "Delivery: no change to mode or place of delivery because of the cleft; paediatric review after birth.",
]
QUOTES = ["\"Is it something I did?\"", "\"Will he be in pain?\"", "\"Can I still breastfeed?\"",
          "\"Will people stare at her?\"", "\"How big will the scar be?\"", "\"Will it affect his brain?\""]


def write(nb, c):
    rng = c.rng
    scan = c.enc
    ga_w = rng.choice([19, 20, 20, 20, 21, 22, 23, 24, 28, 32])
    ga_d = rng.randint(0, 6)
    edd = dt.add(scan, (40 - ga_w) * 7 - ga_d)
    lmp = dt.add(edd, -280)
    mum = c.mum
    baby_sex = rng.choice(["boy", "girl", "unknown (parents do not wish to know)"])
    fetal = rng.choice(clin.FETAL_FINDINGS)
    fm = c.st("fetal")
    cns = c.st("cns")
    visit = dt.add(scan, rng.randint(1, 4))
    style = rng.randrange(2)
    # --- referral ---------------------------------------------------------------
    if style == 0:
        nb.f("{u} - ANTENATAL REFERRAL TO CLEFT TEAM\n", u=c.sp("FETAL MEDICINE UNIT", "MATERNAL-FETAL MEDICINE"))
        nb.f("Referring unit: {h}\nDate of referral: {d}\nReferral ref: {r}\n\n", h=P(c.mat_hosp, "HOSPITAL"),
             d=c.d(scan), r=P(c.id("referral"), "IDNUM"))
        nb.f("Mother: {n}   DOB {dob} (age {a})\n", n=P(mum.last_first(), "PATIENT"),
             dob=c.d(dt.add(scan, -c.mum_age * 365 - rng.randint(0, 300))), a=P(str(c.mum_age), "AGE"))
        nb.f("{ml} {mrn}   {hl} {hno}\nAddress: ", ml=c.mrn_label(), mrn=P(c.id("mrn"), "MRN"), hl=c.hlabel(),
             hno=P(c.id("hno"), "HEALTHPLAN"))
        nb.emit(c.addr(c.home))
        nb.f("\nContact: {m} (mobile)   Partner: {p} {pm}\n", m=c.mob("mum"), p=c.fam("dad", "full"),
             pm=c.mob("dad"))
        nb.f("GP: {t} {g}, {pr}\n\n", t=c.st("gp").title, g=c.staff_name("gp", "il"), pr=P(c.practice, "HOSPITAL"))
        nb.f("G{g}P{p}   LMP {lmp}   EDD {edd} (by dating scan)\n", g=str(rng.randint(1, 5)), p=str(rng.randint(0, 3)),
             lmp=c.d(lmp), edd=c.d(edd))
        nb.f("Anomaly scan {d} at {w}+{dd} weeks: {f}. Sex: {s}. Liquor volume normal, EFW {efw} g (50th centile).\n",
             d=c.d(scan), w=str(ga_w), dd=str(ga_d), f=fetal, s=baby_sex, efw=str(rng.randint(300, 2200)))
        nb.t(rng.choice(["No other structural anomalies seen. ", "Cardiac views normal. Stomach bubble seen. ",
                         "Echo requested to complete cardiac views. "]))
        nb.t(rng.choice(["NIPT low chance (T21/18/13). ", "Combined screening low chance 1:4500. ",
                         "Declined screening for T21 in first trimester. "]))
        nb.f("Scan by {s}, {sr}; reviewed by {t} {f}, {fr}.\n", s=c.staff_name("sono", "full"),
             sr=c.st("sono").role, t=fm.title, f=c.staff_name("fetal", "full"), fr=fm.role)
        nb.f("Equipment: {eq}. Images stored under study {acc}.\n", eq="GE Voluson E10, 3D surface rendering",
             acc=P(c.id("accession"), "IDNUM"))
        nb.t("Parents informed of findings at the scan and would like contact from the cleft nurse. "
             "Consent given to share details with the cleft team.\n\n")
    else:
        nb.f("To: Cleft Nurse Specialists, {cu}\nFrom: {t} {f}, {fr}, {h}\nDate: {d}\n\n",
             cu=P(c.centre, "HOSPITAL"), t=fm.title, f=c.staff_name("fetal", "full"), fr=fm.role,
             h=P(c.mat_hosp, "HOSPITAL"), d=c.d(scan))
        nb.f("Dear colleagues,\n\nRe: {n} (DOB {dob}), {hl} {hno}, ", n=P(mum.full(), "PATIENT"),
             dob=c.d(dt.add(scan, -c.mum_age * 365 - rng.randint(0, 300))), hl=c.hlabel(),
             hno=P(c.id("hno"), "HEALTHPLAN"))
        nb.emit(c.addr(c.home))
        nb.f("\n\nI saw Ms {l} today, a {a}-year-old G{g} at {w}+{dd} weeks, EDD {edd}. "
             "The anomaly scan showed {f}. ", l=P(mum.last, "PATIENT"), a=P(str(c.mum_age), "AGE"),
             g=str(rng.randint(1, 4)), w=str(ga_w), dd=str(ga_d), edd=c.d(edd), f=fetal)
        nb.f("I have explained the findings to her and her partner {p}, who is {a} {pj}. ",
             p=c.fam("dad", "first"), a=an(c.dad_job), pj=P(c.dad_job, "PROFESSION"))
        nb.t(rng.choice(["They have declined invasive testing. ", "Amniocentesis was discussed; they will think about it. ",
                         "QF-PCR and microarray sent following amniocentesis today. "]))
        if "QF-PCR" in nb.parts[-1]:
            nb.f("Lab no. {g}. ", g=P(c.id("genetics"), "IDNUM"))
        nb.f("She can be contacted on {m}. I would be grateful if you could arrange antenatal counselling.\n\n"
             "With best wishes,\n{f}\n", m=c.mob("mum"), f=c.staff_name("fetal", "full"))
        lf = common.lic_frag(c, "fetal")
        if lf:
            nb.emit(lf)
            nb.t("\n")
        nb.t("\n")
    # --- counselling -------------------------------------------------------------
    nb.t(rng.choice(["ANTENATAL COUNSELLING - CLEFT CNS\n", "Cleft CNS antenatal visit\n",
                     "---- Antenatal counselling note ----\n"]))
    where = rng.randrange(3)
    if where == 0:
        nb.f("Date/time: {d} {t}   Home visit to ", d=c.d(visit), t=common.hhmm(rng))
        nb.emit(c.addr(c.home))
        nb.t("\n")
    elif where == 1:
        nb.f("Date: {d}   Venue: {h}, antenatal clinic room {r}\n", d=c.d(visit), h=P(c.mat_hosp, "HOSPITAL"),
             r=P(str(rng.randint(1, 14)), "LOCATION_OTHER"))
    else:
        nb.f("Date: {d}   Video call (link sent to {em}); session IP {ip}\n", d=c.d(visit),
             em=c.mail("mum"), ip=P(ids.ip(rng), "IPADDR"))
    nb.f("Present: {m} (mum-to-be), ", m=P(mum.first, "PATIENT"))
    if rng.random() < 0.7:
        nb.f("{p} (partner)", p=c.fam("dad", "first"))
    else:
        nb.f("{g} (her mother)", g=c.fam("gran", "first"))
    nb.f(", {n} {cr}\n", n=c.staff_name("cns", "full"), cr=cns.cred)
    nb.f("Gestation {w}+{dd}/40. Diagnosis on scan: {f}.\n", w=str(ga_w + (visit - scan).days // 7),
         dd=str(rng.randint(0, 6)), f=fetal.split(";")[0])
    nb.t("Discussed:\n")
    chosen = rng.sample(range(len(TOPICS)), rng.randint(4, 7))
    for i in sorted(chosen):
        txt = TOPICS[i].replace("{kit}", rng.choice(clin.FEED_KIT)).replace("{lip}", clin.CLEFT_PHRASES["lip_protocol"])
        txt = txt.replace("{scale}", rng.choice(["EPDS screening", "the Edinburgh Postnatal Depression Scale",
                                                 "GAD-7 screening"]))
        nb.t("- " + txt + "\n")
    nb.f("Parents' questions: {q} Answered; {s} was tearful at times but coping.\n", q=rng.choice(QUOTES),
         s=P(mum.first, "PATIENT"))
    if rng.random() < 0.6:
        nb.f("Social: {p} works as {a} {pj}; ", p=c.fam("dad", "first"), a=an(c.dad_job), pj=P(c.dad_job, "PROFESSION"))
        nb.f("{m} is {a} {mj}", m=P(mum.first, "PATIENT"), a=an(c.mum_job), mj=P(c.mum_job, "PROFESSION"))
        if c.lang:
            nb.f("; first language {l}, family originally from {co}", l=c.lang, co=P(c.origin_country, "COUNTRY"))
        nb.f(". {k}\n", k=rng.choice(["First baby.", "Has a 3-year-old at home.", "Supportive family nearby.",
                                       "Recently moved to the area."]))
    if rng.random() < 0.5:
        nb.f("Baby's name if a {sx}: {bn} (parents happy for us to use it).\n",
             sx=rng.choice(["boy", "girl"]), bn=P(c.pt.first, "PATIENT"))
    nb.t("Given: cleft information pack, feeding leaflet ")
    nb.f("({u}), details of {ch} parent support group ({cu}).\n", u=P(ids.url(rng, "leaflet"), "URL"),
         ch=P(orgs.charity(rng), "ORGANIZATION"), cu=P(ids.url(rng, "leaflet"), "URL"))
    nb.t("Plan:\n")
    nb.f("1. Alert placed on maternity record at {h} - delivery suite to call cleft CNS on {tel} after birth.\n",
         h=P(c.mat_hosp, "HOSPITAL"), tel=c.phone_ext())
    nb.t("2. CNS to visit on the postnatal ward within 24 h of delivery (target per national standard).\n")
    nb.f("3. Further scan {d} with {t} {f}.\n", d=c.d(dt.add(scan, rng.randint(21, 56))), t=fm.title,
         f=c.staff_name("fetal", "last"))
    nb.f("4. Copy to GP and community midwife {mw}.\n", mw=c.staff_name("midwife", "full"))
    common.signature(nb, c, "cns", style=rng.choice([0, 1, 2]), when=visit)
    if rng.random() < 0.5:
        nb.f("cc {t} {g}, {pr}; {mw}, community midwife\n", t=c.st("gp").title, g=c.staff_name("gp", "full"),
             pr=P(c.practice, "HOSPITAL"), mw=c.staff_name("midwife", "full"))
