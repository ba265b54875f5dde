"""Genre 4: maternity, midwifery and child health records.

Subject of a maternity record (the woman) is PATIENT and her baby is FAMILY;
in child-health records the child is PATIENT and parents are FAMILY.
"""
import datetime as dt

from phi import P, shift, fmt_date
from blocks import demo_block, audit_line, med_lines, letterhead, signature

GENRE = "maternity_child_health"


def _mw(c, key="mw", job="community midwife"):
    return c.staff(key, job, c.ch(None, None, "Sr"), nurse=True, creds=c.ch("RM", "RM, BSc", "RN RM", "RM (Hons)", ""))


def _partner(c):
    return c.rel("partner", c.ch("husband", "partner", "partner", "boyfriend"), sex="m" if c.chance(0.9) else "f")


def layout_booking(c):
    p = c.pt
    mw = _mw(c)
    ptn = _partner(c)
    lmp = c.ago(56, 84)
    edd = shift(lmp, 280)
    gest_w = (c.today - lmp).days // 7
    L = []
    L.append("%s - ANTENATAL BOOKING" % c.pl("acute", "mat"))
    L.append("Booking appt %s, %s (%s)" % (c.dd(c.today), c.ch("home visit", "%s" % c.pl("practice"),
                                                             "%s" % c.pl("birth")), c.nm(mw, c.ch("full", "tf"))))
    L.append("")
    L += demo_block(c, style=c.ch("fields", "table"), with_nok=False, with_ids=3)
    L.append("")
    L.append("Partner: %s, %s, %s. %s %s at %s. Tel %s." % (
        c.nm(ptn, c.ch("full", "tf")), c.age(p.age + c.r.randint(-3, 8), c.ch("bare", "yrs")), ptn.relation,
        "Partner", c.job_phrase(prof=c.profession(), who=ptn), c.pl("employer", "p_emp"), c.tel("mob")))
    L.append("%s %s at %s." % (c.nm(p, c.ch("g", "ts")), c.job_phrase(), c.pl("employer")))
    L.append("")
    g = c.r.randint(1, 5)
    para = c.r.randint(0, g - 1)
    L.append("G%dP%d. LMP %s (certain). EDD by dates %s; dating scan %s. Gestation today %d+%d/40." % (
        g, para, c.dd(lmp), c.dd(edd), c.ch("to confirm", "booked", "done at %d+%d" % (gest_w, c.r.randint(0, 6))),
        gest_w, c.r.randint(0, 6)))
    for i in range(para):
        yr = c.ago(400 + i * 700, 1000 + i * 900)
        kid = c.rel("kid%d" % i, c.ch("son", "daughter"))
        L.append("  %s - %s, SVD at %s, %s kg, %s (now %s)." % (
            c.dd(yr, c.ch("y", "my")), c.ch("term", "38/40", "41+3"), c.pl("acute", "prev%d" % i) if c.chance(0.5) else c.pl("birth"),
            c.ch("3.2", "3.65", "2.9", "4.1"), c.nm(kid, "g"), c.age(max(1, (c.today - yr).days // 365), c.ch("bare", "yrs"))))
    L.append("")
    L.append("Medical: %s. Meds: folic acid 400 mcg OD%s." % (c.ch("nil", "asthma", "hypothyroidism", "previous GDM",
                                                                    "epilepsy - on lamotrigine"),
                                                              c.ch("", ", vitamin D 10 mcg OD", ", levothyroxine 50 mcg OD")))
    L.append("BMI %.1f. BP %d/%d. Urine NAD. Bloods: FBC, group & save, Hb electrophoresis, infection screen - consented." % (
        c.r.uniform(19, 38), c.r.randint(100, 132), c.r.randint(60, 84)))
    L.append("Screening: combined test for Down's, Edwards' and Patau's syndromes discussed - %s." % c.ch("accepted", "declined"))
    L.append("Mental health: Whooley Qs negative, %s. Routine DA enquiry: %s." % (
        c.ch("GAD-2 1", "EPDS 6", "EPDS 12 - perinatal MH referral"), c.ch("no concerns", "seen alone, disclosed - IDVA referral")))
    L.append("Interpreter: %s. Born in %s, in %s since %s." % (
        c.ch("not needed", "Tigrinya", "Romanian", "Urdu", "Portuguese"), c.country(foreign=True), c.country(),
        c.dd(c.ago(700, 6000), c.ch("y", "my"))))
    L.append("")
    L.append("Plan: %s-led care. Next appt %s at 16/40 with %s. Named consultant %s. Birth preference: %s." % (
        c.ch("midwife", "consultant", "shared"), c.dd(c.ahead(21, 35), c.ch("wd_short", "dM", "partial")),
        c.nm(mw, c.ch("g", "ts")), c.doc(c.staff("obs", "consultant obstetrician", c.ch("Dr", "Mr/Ms")), style="ts"),
        c.ch("%s" % c.pl("birth"), "home birth", "labour ward")))
    L.append("Maternity triage 24h: %s" % c.tel("land"))
    L.append("")
    L += signature(c, mw)
    return "\n".join(L)


def layout_postnatal(c):
    p = c.pt
    mw = _mw(c)
    baby = c.rel("baby", c.ch("son", "daughter"), same_surname=c.chance(0.6))
    ptn = _partner(c)
    born = c.ago(3, 10)
    day = (c.today - born).days
    L = []
    L.append("POSTNATAL HOME VISIT - day %d" % day)
    L.append("%s | %s community midwives | %s" % (c.dd(c.today, c.ch(c.note_style, "wd_dmy")), c.pl("acute", "mat"),
                                                  c.nm(mw, c.ch("full", "tf"))))
    L.append("")
    L.append("Mother: %s  DOB %s  %s %s" % (c.nm(p, c.ch("uc", "full")), c.dob(), p.pid[0], P("MRN", p.pid[1])))
    L.append("Address: %s" % c.addr_inline())
    bid = c.loc.patient_id(c.r, None)
    L.append("Baby: %s %s, born %s %02d:%02d at %s, %s %s" % (
        c.ch("Baby", "baby"), c.nm(baby, c.ch("full", "g")), c.dd(born, c.ch(c.note_style, "dMony")),
        c.r.randint(0, 23), c.r.randint(0, 59), c.ch(c.pl("acute", "mat"), "home", c.pl("birth")),
        bid[0], P("MRN", bid[1])))
    L.append("Birth: %s, %s kg, Apgar %d and %d. EBL %d ml." % (
        c.ch("SVD", "ventouse", "em LSCS", "el LSCS", "forceps"), c.ch("3.42", "2.86", "3.91", "3.08"),
        c.r.randint(7, 9), c.r.randint(9, 10), c.r.randint(200, 900)))
    L.append("")
    L.append("Mother: %s. Lochia normal. Fundus well contracted. Perineum healing (%s). Mood: %s, EPDS %d." % (
        c.obs(), c.ch("2nd degree tear", "intact", "episiotomy"), c.ch("tearful day 3", "good", "anxious re feeding"),
        c.r.randint(3, 15)))
    L.append("Baby: weight %s kg (%s%% from birth). %s. Feeding: %s. Stools %s. Bilirubin %d umol/L (SBR) - below threshold." % (
        c.ch("3.21", "2.71", "3.66"), c.ch("-6", "-8", "-4", "-9"), c.ch("Mild jaundice to chest", "No jaundice", "Pink, active"),
        c.ch("breastfeeding, good latch", "mixed feeding", "formula 90 ml 3-hourly"), c.ch("changing", "yellow, seedy"),
        c.r.randint(90, 260)))
    L.append("Newborn bloodspot taken %s; card no. %s. Hearing screen: %s." % (
        c.dd(shift(born, 5), c.ch("partial", "dmy")), P("IDNUM", "%s%s" % (c.ch("NBS", "BS", ""), c.r.randint(1000000, 9999999))),
        c.ch("clear both ears", "referral L ear - audiology %s" % c.dd(c.ahead(5, 20), "partial"))))
    L.append("Present: %s %s (%s) and %s %s. Older sibling %s (%s) at %s today." % (
        c.his(p), ptn.relation, c.nm(ptn, "g"), c.his(p), c.ch("mother", "sister"),
        c.nm(c.rel("sib", c.ch("son", "daughter")), "g"), c.age(c.r.randint(2, 7), "bare"),
        c.pl("nursery")))
    L.append("Safe sleep and car seat discussed. Vit K given IM at birth.")
    L.append("")
    L.append("Discharge to health visitor %s (%s) on %s. GP 6-8 week check with %s." % (
        c.nm(c.staff("hv", "health visitor", None, nurse=True), "full"), c.tel("land"),
        c.dd(c.ahead(3, 10), c.ch("partial", "wd_short", "dMon")), c.doc(c.staff("gp", c.loc.gp_word, "Dr"), style="ts")))
    L.append(audit_line(c, mw))
    return "\n".join(L)


def layout_child_review(c):
    child = c.make_patient(0, 3)
    mum = c.rel("mum", "mother")
    dad = c.rel("dad", "father", same_surname=c.chance(0.5))
    hv = c.staff("hv", "health visitor", None, nurse=True, creds=c.ch("RN SCPHN", "SCPHN (HV)", "RN, RM"))
    months = max(1, (c.today - child.dob).days // 30)
    L = []
    L.append("%s - Health Visiting Service" % c.pl("trust"))
    L.append("%s development review" % ("6-8 week" if months < 4 else "9-12 month" if months < 18 else "2-2.5 year"))
    L.append("")
    L.append("Child: %s   DOB %s   %s %s" % (c.nm(child, c.ch("uc", "full")), c.dob(), child.pid[0], P("MRN", child.pid[1])))
    L.append("Age at review: %s months" % P("AGE", str(months)))
    L.append("Address: %s" % c.addr_inline())
    L.append("Parents: %s (mother, %s) and %s (father, %s)" % (
        c.nm(mum, c.ch("full", "tf")), c.tel("mob"), c.nm(dad, c.ch("full", "tf")), P("PROFESSION", c.profession())))
    L.append("GP: %s, %s" % (c.doc(c.staff("gp", c.loc.gp_word, "Dr"), style="ts"), c.pl("practice")))
    L.append("")
    L.append("Seen %s at %s with %s and %s maternal grandmother %s." % (
        c.dd(c.today, c.ch(c.note_style, "wd_full")), c.ch("home", c.pl("clinic")), c.nm(mum, "g"),
        c.his(child), c.nm(c.rel("gran", "grandmother"), c.ch("g", "full", "tf"))))
    L.append("Growth: weight %s kg (%s centile), length %s cm (%s centile), OFC %s cm." % (
        c.ch("9.1", "8.4", "11.6", "12.9"), c.ch("25th", "50th", "9th", "75th"), c.ch("74", "72", "86", "89"),
        c.ch("50th", "25th", "75th"), c.ch("45.0", "46.5", "48.2")))
    L.append("ASQ-3: communication %d, gross motor %d, fine motor %d, problem solving %d, personal-social %d." % tuple(
        c.r.randint(25, 60) for _ in range(5)))
    L.append("%s %s. Says %s words. %s." % (
        c.nm(child, c.ch("g", "nick")), c.ch("pulls to stand and cruises", "walking independently since %s" % c.dd(c.ago(30, 200), c.ch("M", "my")),
                                          "sitting unsupported"), c.ch("2-3", "about 10", "no clear"),
        c.ch("Sleeps in own cot", "Co-sleeping - safe sleep advice repeated", "Wakes x3 a night")))
    L.append("Immunisations up to date per red book (last given %s)." % c.dd(c.ago(10, 120), c.ch("dmy", "partial", "dMy")))
    L.append("Childcare: attends %s %s days/week from %s." % (c.pl("nursery"), c.ch("2", "3", "5"),
                                                               c.dd(c.ago(10, 200), c.ch("M", "my", "dM"))))
    L.append("Family: %s sibling %s (%s) at %s. %s back at work as %s at %s." % (
        c.his(child), c.nm(c.rel("sib", c.ch("brother", "sister")), "g"), c.age(c.r.randint(3, 9), c.ch("bare", "yrs")),
        c.pl("school"), c.nm(mum, "g"), "a " + P("PROFESSION", c.profession()), c.pl("employer")))
    L.append("Parental mood: %s." % c.ch("mum EPDS 4", "mum reports low mood, EPDS 14 - GP to review", "no concerns"))
    L.append("")
    L.append("Outcome: %s. Next contact %s." % (c.ch("universal", "universal plus - speech & language referral",
                                                    "targeted - dietetic input"), c.dd(c.ahead(60, 365), c.ch("my", "mony", "M"))))
    L.append("%s, %s  %s %s" % (c.nm(hv, "full"), hv.creds, hv.reg[0], P("LICENSE", hv.reg[1])))
    return "\n".join(L)


def layout_child_letter(c):
    child = c.make_patient(4, 15)
    par = c.rel("par", c.ch("mother", "father"))
    paed = c.staff("paed", "consultant community paediatrician", "Dr", creds=c.ch("FRCPCH", "FRACP", "MRCPCH", "DCH"))
    school = c.pl("school")
    teacher = c.rel("teacher", "class teacher", role="FAMILY")
    L = letterhead(c, "clinic", "cdc", dept="Child Development Centre")
    L.append("")
    L.append(c.dd(c.ahead(2, 10), c.ch("dMy", "ord", "dmy")))
    L.append("")
    L.append("%s %s" % ("Parent/carer of", c.nm(child, c.ch("full", "tf"))))
    L += c.addr_lines()
    L.append("")
    L.append("Dear %s" % c.nm(par, c.ch("ts", "tf")))
    L.append("")
    L.append("Re: %s, DOB %s, %s %s" % (c.nm(child, c.ch("uc", "full")), c.dob(), child.pid[0], P("MRN", child.pid[1])))
    L.append("")
    L.append("Thank you for bringing %s to clinic on %s. %s is a %s %s in %s at %s." % (
        c.nm(child, "g"), c.dd(c.today, c.ch("ordM", "dM", "wd_ordM")), c.nm(child, "g"),
        c.age(child.age, c.ch("yo", "words")), "boy" if child.sex == "m" else "girl",
        c.ch("Year %d" % max(1, child.age - 4), "Primary %d" % max(1, child.age - 4), "Grade %d" % max(1, child.age - 5)), school))
    L.append("")
    L.append("We discussed the concerns raised by %s class teacher, %s, about attention and %s. The Conners questionnaire scores from home and school were both in the clinically significant range. %s reports %s is %s." % (
        c.his(child), c.nm(teacher, c.ch("ts", "tf")), c.ch("peer relationships", "sensory sensitivities", "handwriting"),
        c.nm(teacher, "ts"), c.he(child), c.ch("kind and funny", "very bright but easily distracted", "struggling since " + c.holiday())))
    L.append("")
    L.append("On examination %s was well, height and weight on the %s centile, with no dysmorphic features. %s." % (
        c.he(child), c.ch("50th", "25th", "75th", "91st"), c.ch("Neurological exam normal", "Fine motor skills delayed",
                                                                 "Hearing test at %s normal" % c.pl("acute"))))
    L.append("")
    L.append("Impression: %s." % c.ch("ADHD, combined presentation", "autism spectrum condition - for ADOS-2",
                                       "developmental coordination disorder", "specific learning difficulty"))
    L.append("")
    L.append("Plan:")
    L.append("  - School SENCO %s to complete a support plan; I have written to %s." % (
        c.nm(c.rel("senco", "SENCO", role="FAMILY"), c.ch("tf", "ts")), school))
    L.append("  - Occupational therapy referral (%s, %s)." % (c.nm(c.staff("ot", "OT", None), "full"), c.tel("land")))
    L.append("  - %s" % c.ch("Trial of methylphenidate 5 mg BD after baseline ECG", "Parenting programme at %s" % c.pl("charity"),
                             "Review after ADOS-2"))
    L.append("  - Review in clinic %s." % c.dd(c.ahead(60, 180), c.ch("my", "M", "mony")))
    L.append("")
    L += signature(c, paed, closing="Yours sincerely")
    L.append("")
    L.append("cc: %s (%s), %s; %s, %s" % (c.doc(c.staff("gp", c.loc.gp_word, "Dr"), style="ts"), c.loc.gp_word,
                                          c.pl("practice"), c.nm(c.staff("sn", "school nurse", None, nurse=True), "full"),
                                          c.ch("school nurse", "school health team")))
    return "\n".join(L)


def layout_birth(c):
    p = c.pt
    mw1 = _mw(c, "mw1", "midwife")
    mw2 = _mw(c, "mw2", "midwife")
    reg = c.staff("reg", "obstetric registrar", "Dr")
    baby = c.rel("baby", c.ch("son", "daughter"), same_surname=c.chance(0.6))
    born = c.ago(0, 1)
    L = []
    L.append("%s - %s" % (c.pl("acute", "mat"), c.ch("Delivery Suite", "Labour Ward", "Birthing Unit")))
    L.append("BIRTH SUMMARY")
    L.append("Mother: %s (%s)  %s %s  DOB %s" % (c.nm(p, c.ch("uc", "full")), c.age(p.age, c.ch("bare", "y")),
                                                 p.hno[0], P("MRN", p.hno[1]), c.dob()))
    L.append("Room %s. Birth partner: %s (%s)." % (P("LOCATION_OTHER", str(c.r.randint(1, 14))),
                                                   c.nm(_partner(c), c.ch("full", "g")), _partner(c).relation))
    L.append("")
    grav = c.r.randint(1, 4)
    L.append("G%dP%d at %d+%d/40. Admitted %s %02d:%02d %s." % (
        grav, c.r.randint(0, grav - 1), c.r.randint(37, 41), c.r.randint(0, 6),
        c.dd(shift(born, -1), c.ch("partial", "dmy", "wd")), c.r.randint(0, 23), c.r.randint(0, 59),
        c.ch("in spontaneous labour", "in latent phase", "for IOL (post-dates)", "for IOL (PET)")))
    L.append("Blood group %s, antibody screen negative. GBS %s. CTG: %s; reviewed by %s %02d:%02d." % (
        c.ch("O RhD pos", "A RhD neg - anti-D given", "B RhD pos", "AB RhD pos"), c.ch("negative", "positive - IV benzylpenicillin", "unknown"),
        c.ch("normal", "suspicious (reduced variability)", "pathological - FBS pH 7.26"), c.doc(reg, style=c.ch("ts", "tf")),
        c.r.randint(0, 23), c.r.randint(0, 59)))
    if c.chance(0.6):
        L.append("Epidural sited by %s (anaesthetics) at %02d:%02d, top-ups x%d." % (
            c.doc(c.staff("anaes", "anaesthetist", "Dr"), style=c.ch("ts", "tf")), c.r.randint(0, 23), c.r.randint(0, 59), c.r.randint(1, 4)))
    L.append("1st stage %d h, 2nd stage %d min. Analgesia: %s." % (c.r.randint(2, 14), c.r.randint(10, 120),
                                                                 c.ch("Entonox", "epidural", "remifentanil PCA", "none")))
    L.append("Delivery: %s %s %02d:%02d, %s. Placenta %s. EBL %d ml. Perineum: %s." % (
        c.ch("SVD", "ventouse", "Kiwi", "forceps (Neville-Barnes)", "em LSCS cat 2"), c.dd(born),
        c.r.randint(0, 23), c.r.randint(0, 59), c.ch("OA", "OP", "direct OA"), c.ch("CCT, complete", "manual removal in theatre"),
        c.r.randint(150, 1400), c.ch("intact", "1st degree", "2nd degree - sutured", "3a tear - repaired in theatre by %s" % c.doc(reg, style="ts"))))
    L.append("")
    L.append("Baby: %s %s, %s, %s g. Apgar %d@1, %d@5. Cord pH art %.2f ven %.2f." % (
        c.ch("Baby", "baby"), c.nm(baby, c.ch("full", "g")), c.ch("male", "female"), c.r.randint(2500, 4400),
        c.r.randint(6, 9), c.r.randint(8, 10), c.r.uniform(7.10, 7.32), c.r.uniform(7.20, 7.40)))
    L.append("ID bands x2 applied, numbers %s / %s checked with %s." % (
        P("IDNUM", "%d" % c.r.randint(100000, 999999)), P("IDNUM", "%d" % c.r.randint(100000, 999999)),
        c.nm(_partner(c), "g")))
    L.append("Vit K: %s. Skin to skin. First feed %02d:%02d." % (c.ch("IM given", "oral - parental choice"),
                                                                 c.r.randint(0, 23), c.r.randint(0, 59)))
    L.append("")
    L.append("Postnatal ward: %s, bed %s." % (c.pl("ward"), P("LOCATION_OTHER", str(c.r.randint(1, 28)))))
    L.append("Midwives: %s (%s), %s (second midwife). Registrar: %s." % (
        c.nm(mw1, c.ch("full", "g")), P("DOCTOR", mw1.initials(dots=False)), c.nm(mw2, c.ch("full", "g")),
        c.doc(reg, style=c.ch("tf", "ts"))))
    L.append("Neonatal review: %s (%s) - %s." % (c.doc(c.staff("neo", "neonatal SHO", "Dr"), style=c.ch("ts", "tf")),
                                                c.ch("SHO", "ANNP", "registrar"), c.ch("well, for routine care", "NIPE due %s" % c.dd(shift(born, 1), "partial"),
                                                                                       "sepsis calculator score 0.3 - obs 4-hourly")))
    L.append("Transferred to ward with HCA %s at %02d:%02d. %s informed by phone (%s)." % (
        c.nm(c.staff("hca", "HCA", None), "g"), c.r.randint(0, 23), c.r.randint(0, 59),
        c.ch("Grandmother", "Her mother", "Sister") + " " + c.nm(c.rel("gm", c.ch("mother", "sister")), c.ch("g", "full")), c.tel("mob")))
    L.append("Community MW team: %s (%s)." % (c.ch("North", "East", "%s team" % c.pl("clinic")), c.tel("land")))
    L.append(audit_line(c, mw1, d=born))
    return "\n".join(L)


LAYOUTS = [("antenatal_booking", layout_booking), ("postnatal_visit", layout_postnatal),
           ("child_health_review", layout_child_review), ("child_development_letter", layout_child_letter),
           ("birth_summary", layout_birth)]


def patient(c):
    return c.make_patient(17, 44, sex="f")
