"""Genre (own choice): telephone and e-mail contact log kept by the cleft team."""
import dt
import ids
import orgs
import common
import names
from nb import P

GENRE = "telephone_contact_log"
CASE_ARGS = dict(min_days=2, max_days=365 * 10)


def entry(nb, c, when, k):
    rng = c.rng
    cns = c.st("cns")
    nb.f("{d} {t}  ", d=c.d(when), t="%02d:%02d" % (rng.randint(8, 17), rng.randint(0, 59)))
    if k == 0:
        nb.f("Tel call from mum ({m}) on {tel}: ", m=c.fam("mum"), tel=c.mob("mum"))
        if c.years() < 1:
            nb.t(rng.choice(["baby taking only 40 ml per feed, sleepy. Advised to wake 3-hourly, weigh tomorrow.",
                             "worried about noisy breathing at night - no apnoeas; advised to video and send.",
                             "query re bottle teats - posted 2x Medela SpecialNeeds teats.",
                             "wound looks red at one end - asked for photo; looks like normal healing."]))
        else:
            nb.t(rng.choice(["asked about swimming after grommets - ok with ear plugs (Otoform).",
                             "fluid coming down nose when drinking - ?fistula; SLT/surgeon to review at clinic.",
                             "child anxious about op - psychology prep session offered.",
                             "query re fasting times - clear fluids until 2 h before (per anaesthetic leaflet).",
                             "brace wire poking cheek - advised orthodontic wax, appt brought forward."]))
    elif k == 1:
        nb.f("Email from dad {d} ({e}): ", d=c.fam("dad", "full"), e=c.mail("dad"))
        nb.t(rng.choice(["requests change of surgery date due to work shifts.",
                         "asks for letter for employer confirming appointments.",
                         "sent photos of scar as requested.", "asks whether nursery can give Calpol."]))
    elif k == 2:
        nb.f("Rang {pr} (receptionist {r}) re: ", pr=P(c.practice, "HOSPITAL"),
             r=P(names.make_person(rng, c.country, middle_p=0).first, "DOCTOR"))
        nb.t(rng.choice(["prescription for Infatrini - GP to issue.", "repeat Gaviscon Infant.",
                         "updated address on GP system.", "weight check appointment with practice nurse."]))
    elif k == 3:
        nb.f("Video consultation link sent: {u}. Connected from {ip}, ", u=P(ids.url(rng, "video"), "URL"),
             ip=P(ids.ip(rng), "IPADDR"))
        nb.t(rng.choice(["good connection, feed observed.", "dropped twice, completed by phone.",
                         "audio only - camera not working."]))
    elif k == 4:
        who = rng.choice(["mum", "dad"])
        nb.f("Left voicemail on {tel} ({w}); text sent with clinic date.", tel=c.mob(who), w=who)
    elif k == 5:
        nb.f("Parking: blue-badge bay booked for admission; car reg {v}, permit no. {p}.", v=P(c.id("plate") if False else _plate(c), "VEHICLE"),
             p=P(ids.idnum(rng, "permit"), "IDNUM"))
    elif k == 6:
        nb.f("HV {h} rang from {cc}: ", h=c.staff_name("hv", "full"), cc=P(c.community, "HOSPITAL"))
        nb.t(rng.choice(["weight %.1f kg today, gaining. Agreed weekly weights." % (3.2 + c.years() * 2.5 + rng.uniform(0, 1))
                         if c.years() < 2 else "child well, no concerns at developmental review.",
                         "concerns re maternal mood - EPDS 14.", "family moved house - new address updated below."]))
        if "new address" in nb.parts[-1]:
            nb.t(" ")
            nb.emit(c.addr(c.home))
    elif k == 7 and not c.lang:
        nb.f("Clinic letter re-sent to updated address; appointment {d} confirmed by text.",
             d=c.d(dt.add(when, rng.randint(5, 30))))
    elif k == 7:
        nb.f("Interpreter booked ({l}) for clinic {d}; booking ref {r}.", l=c.lang,
             d=c.d(dt.add(when, rng.randint(5, 30))), r=P(ids.idnum(rng, "order"), "IDNUM"))
    elif k == 8:
        nb.f("Mum rang - family away over {h}; clinic moved to {d}.", h=c.holiday(),
             d=c.dw(dt.add(when, rng.randint(14, 45))))
    elif k == 9:
        nb.f("Nursery/school office at {s} rang with parental consent re: " + ("feeding plan" if c.years() < 4 else "time off for surgery") + "; faxed info to {f}.",
             s=P(c.school, "ORGANIZATION"), f=c.fax())
    else:
        nb.f("Pharmacy ({ph}) queried dose of ", ph=P(orgs.pharmacy(rng), "HOSPITAL"))
        nb.t(rng.choice(["paracetamol suspension 120 mg/5 ml - confirmed 2.5 ml QDS.",
                         "co-amoxiclav 125/31 - confirmed 1.5 ml TDS x 5 days.", "ibuprofen 100 mg/5 ml - confirmed."]))
    who = rng.choice(["cns", "cns", "coord", "slt"])
    nb.f("  [{i}]\n", i=c.staff_name(who, "init") if rng.random() < 0.6 else P(c.st(who).user, "USERNAME"))


def _plate(c):
    return ids.plate(c.rng, c.country)


def write(nb, c):
    rng = c.rng
    nb.t(rng.choice(["CLEFT TEAM - TELEPHONE / EMAIL CONTACT LOG\n", "Contact record (non face-to-face)\n",
                     "CNS TELEPHONE ADVICE LOG\n"]))
    nb.f("Patient: {n}  DOB {dob}  {ml} {mrn}\n", n=c.pt_name(rng.choice(["lf", "full"])), dob=c.dob_p(),
         ml=c.mrn_label(), mrn=P(c.id("mrn"), "MRN"))
    nb.f("Parent/carer: {m}  ({tel})", m=c.fam("mum", "full"), tel=c.mob("mum"))
    if rng.random() < 0.5:
        nb.f("; {d} ({tel})", d=c.fam("dad", "full"), tel=c.mob("dad"))
    nb.t("\n")
    if rng.random() < 0.5:
        nb.t("Address: ")
        nb.emit(c.addr(c.home))
        nb.t("\n")
    if rng.random() < 0.3:
        nb.f("Preferred contact: email {e}\n", e=c.mail("mum"))
    nb.t("-" * 50 + "\n")
    when = dt.workday(dt.add(c.enc, -rng.randint(20, 120)))
    kinds = list(range(11))
    n = rng.randint(5, 9)
    seq = [rng.choice(kinds) for _ in range(n)]
    for k in seq:
        entry(nb, c, when, k)
        when = dt.workday(dt.add(when, rng.randint(1, 12)))
    nb.t("-" * 50 + "\n")
    nb.f("Log reviewed at MDT {d} - no safeguarding concerns.\n", d=c.d(dt.add(when, rng.randint(1, 20))))
