"""Genres: GP notification letter, subsequent pregnancy care plan,
telephone support log."""

import datetime as dt

import pools as PL
from core import Note, P, pick, chance, seq
import common as C

HV = {"UK": "health visitor", "IE": "public health nurse", "AU": "maternal and child health nurse",
      "NZ": "Well Child provider", "CA": "public health nurse"}


# ---------------------------------------------------------------------------
def gp_notification(cx):
    r, n, m = cx.r, Note(), cx.mother
    C.set_kind(cx, pick(r, ["sb", "nnd", "lmc", "mc", "sb", "topfa"]))
    gp = cx.staff("gp", "GP", kind="dr")
    frm = pick(r, [cx.staff("bmw", "Bereavement Midwife"), cx.staff("reg", "Obstetric Registrar", kind="dr")])
    sent = cx.days(cx.death, 0, 3)
    layout = pick(r, ["fax", "letter", "eform"])
    if layout == "fax":
        n.add("FAX TRANSMISSION - CONFIDENTIAL\n")
        n.add("To: ", gp.nm("title_full"), ", ", P(cx.gp_practice, "HOSPITAL"), "\n")
        n.add("Fax: ", P(cx.phone("land"), "FAX"), "\n")
        n.add("From: ", frm.nm(pick(r, ["full", "title_full"])), ", ", frm.role, ", ", P(cx.hospital, "HOSPITAL"), "\n")
        n.add("Tel: ", P(cx.phone_ext(), "PHONE"), "   Fax: ", P(cx.phone("land"), "FAX"), "\n")
        n.add("Date: ", cx.d(sent), "   Pages: ", str(r.randrange(1, 4)), " (incl. cover)\n\n")
        n.add("If you have received this fax in error please telephone the sender and destroy it.\n\n")
    elif layout == "letter":
        C.letterhead(n, cx, dept=pick(r, ["Maternity Services", "Women's Services", "Maternity Bereavement Service"]))
        n.add("\n", cx.d(sent, "f"), "\n\n", gp.nm("title_full"), "\n", P(cx.gp_practice, "HOSPITAL"), "\n",
              cx.addr(sep="\n"), "\n\n")
    else:
        n.add("ELECTRONIC NOTIFICATION - PREGNANCY LOSS / PERINATAL DEATH\n")
        n.add("Sent to: ", P(cx.gp_practice, "HOSPITAL"), " (", gp.nm("title_last"), ")  via secure messaging ", cx.email(gp), "\n")
        n.add("Sent: ", cx.d(sent), " ", cx.tm(), "   Message ID: ", P("MSG-%08d" % r.randrange(10 ** 8), "IDNUM"), "\n\n")
    n.add(pick(r, ["URGENT: ", "IMPORTANT - ", ""]), pick(r, ["Notification of ", "Please note: "]), C.kind_phrase(cx), "\n\n")
    n.add("Patient: ", m.nm(pick(r, ["full", "last_first", "full_mi"])), "   DOB: ", cx.d(cx.dob), "\n")
    n.add(C.mrn_line(cx), "\n")
    if chance(r, 0.6):
        n.add("Address: ", cx.home(), "\n")
    n.add("\n")
    n.add("Dear ", gp.nm(pick(r, ["title_last", "title_last", "first"])), ",\n\n")
    n.add("I am sorry to inform you that your patient ", m.nm(pick(r, ["title_last", "full", "first"])))
    if cx.kind == "mc":
        n.w(" had a {k} at {g} weeks' gestation, diagnosed on {d}", k=C.kind_phrase(cx), g=str(cx.gw), d=cx.d(cx.loss, "n"))
    elif cx.kind == "nnd":
        n.add(" gave birth to ", C.baby_nm(cx), " on ", cx.d(cx.loss, "n"), " at ", C.gest(cx, "weeks"),
              pick(r, [". Sadly, ", ". Sadly "]), "baby died on ", cx.d(cx.death, "n"))
        n.add(" aged ", C.death_age(cx))
    else:
        n.add(" had a ", C.kind_phrase(cx), " on ", cx.d(cx.loss, "n"), " at ", C.gest(cx, "weeks"))
        if cx.kind in ("sb", "lmc") and cx.baby_named:
            n.add(". The baby was named ", cx.baby.nm("first"))
    if cx.kind == "mc":
        n.add(". Management: ", pick(r, ["expectant", "medical (mifepristone/misoprostol)", "MVA under local anaesthetic",
                                          "surgical management under GA"]), ".\n\n")
    else:
        n.add(". ", pick(r, ["Birth weight ", "Weight "]), str(cx.weight), " g.\n\n")
    n.add("Please could you:\n")
    todo = ["cancel any antenatal appointments and screening recalls",
            "update the record so that no baby-related invitations (immunisation, 6-8 week check) are sent",
            "offer a review at 6-8 weeks postnatally, including EPDS/mental health screen",
            "note that cabergoline 1 mg was given for lactation suppression",
            "continue enoxaparin 40 mg SC daily for 6 weeks (prescription issued for 10 days)",
            "note anti-D 1500 IU given on %s" % "the day of birth",
            "note that a post-mortem has been consented; results in 12-16 weeks",
            "consider a fit note - patient is a %s" % "__PROF__"]
    if cx.kind == "mc":
        todo = ["cancel any antenatal appointments and screening recalls",
                "offer a review in 2-3 weeks, including a mental health screen",
                "note anti-D 250 IU given (RhD negative)",
                "arrange a urine pregnancy test in 3 weeks",
                "refer to the recurrent miscarriage clinic if this is a third loss",
                "consider a __PROF__"]
    r.shuffle(todo)
    for x in todo[:r.randrange(3, 7)]:
        if "__PROF__" in x:
            n.add("- consider a ", C.sick_note(cx), " - patient works as a ", P(cx.prof, "PROFESSION"), "\n")
        else:
            n.add("- ", x, "\n")
    n.add("\n")
    if cx.kind == "mc":
        n.add("The EPU team (", C.clinician_ref(cx, "epu", "mw", "full"), ") will phone her in 1 week. ")
    else:
        hvp = cx.staff("hv", HV[cx.c], kind="other")
        n.w("The {hv} ({nm}) and community midwife team have been informed", hv=HV[cx.c], nm=hvp.nm(pick(r, ["full", "title_last"])))
        n.add(pick(r, [". ", [" by phone on ", cx.d(sent, "n"), ". "]]))
    n.add("Follow-up with ", C.clinician_ref(cx, "cons", "dr", "title_last"), " is planned for ",
          cx.d(cx.days(cx.death, 42, 90), pick(r, ["n", "month_year"])), ".\n")
    if cx.partner and chance(r, 0.5):
        n.w("{p} ({pw}) is also registered with your practice and may need support.\n",
            p=cx.partner.nm(pick(r, ["full", "title_full"])), pw=cx.partner_word)
    n.add("\nKind regards,\n\n")
    C.signature(n, cx, frm)
    if chance(r, 0.35):
        C.audit(n, cx, frm, sent)
    return n


# ---------------------------------------------------------------------------
def subsequent_pregnancy(cx):
    r, n, m = cx.r, Note(), cx.mother
    C.set_kind(cx, pick(r, ["sb", "sb", "nnd", "lmc"]))
    cons = cx.staff("cons", "Consultant Obstetrician", kind="dr")
    mw = cx.staff("sm", "Specialist Midwife - Rainbow Clinic")
    lmp = cx.days(cx.death, 120, 700)
    if lmp > dt.date(2025, 6, 30):
        back = dt.timedelta(days=(lmp - dt.date(2025, 6, 30)).days + r.randrange(30, 400))
        cx.loss, cx.death, cx.dob, lmp = cx.loss - back, cx.death - back, cx.dob - back, lmp - back
        cx.age = cx.age_at(cx.loss)
    edd = lmp + dt.timedelta(days=280)
    book = lmp + dt.timedelta(days=r.randrange(42, 70))
    prev_loss = cx.loss
    n.add(pick(r, ["SUBSEQUENT PREGNANCY CARE PLAN", "Pregnancy After Loss - Individualised Care Plan",
                   "RAINBOW CLINIC CARE PLAN"]), "\n")
    n.add(P(cx.hospital, "HOSPITAL"), pick(r, [" - Antenatal Clinic", " - Fetal Medicine", ""]), "\n\n")
    C.banner(n, cx)
    n.add("LMP: ", cx.d(lmp), "   EDD (by dating scan): ", cx.d(edd), "   Booked: ", cx.d(book), "\n")
    n.add("Gravida ", str(cx.grav + 1), " Para ", str(cx.para + 1), "\n\n")
    n.add("PREVIOUS PREGNANCY OUTCOMES\n")
    rows = []
    if cx.para > 0 and chance(r, 0.7):
        rows.append((str(prev_loss.year - r.randrange(2, 7)), "39+%d" % r.randrange(7), "SVD, live birth", None))
    if chance(r, 0.4):
        rows.append((str(prev_loss.year - 1), "%d+%d" % (r.randrange(6, 12), r.randrange(7)), "miscarriage, ERPC", None))
    rows.append(("LOSS", C.gest(cx, "plus"), C.kind_phrase(cx) + " - " + cx.cause, True))
    for yr, g, outc, isloss in rows:
        if isloss:
            n.add("  ", cx.d(prev_loss, pick(r, ["month_year", "f", "year"])), "  ", g, "  ", outc, " - ",
                  C.baby_nm(cx, "full" if cx.baby_named else None), "\n")
        else:
            n.add("  ", P(yr, "DATE"), "  ", g, "  ", outc, "\n")
    n.add("\nNAMED TEAM\n")
    n.add("Consultant: ", cons.nm(pick(r, ["title_full", "title_last"])), "\n")
    n.add("Named midwife: ", mw.nm(pick(r, ["full", "full_cred"])), "  ", P(cx.phone("mob"), "PHONE"), "\n")
    if chance(r, 0.6):
        n.add("Perinatal mental health: ", C.clinician_ref(cx, "psych", "dr", "title_full"), "\n")
    if cx.c == "NZ":
        n.add("LMC: ", C.clinician_ref(cx, "lmc", "mw", "full"), "\n")
    n.add("GP: ", C.clinician_ref(cx, "gp", "dr", "title_last"), ", ", P(cx.gp_practice, "HOSPITAL"), "\n\n")
    n.add("SCHEDULE OF CARE\n")
    n.add("Gestation | Plan\n")
    sched = [("6-8", "early reassurance scan (EPU), viability"), ("11-14", "dating scan and combined screening; uterine artery Doppler"),
             ("12", "start aspirin 150 mg nocte to 36/40"), ("16", "Rainbow clinic review; BP and urinalysis"),
             ("20", "anomaly scan - detailed cardiac views"), ("24", "growth scan, UA/MCA Doppler; OGTT"),
             ("28", "growth scan; FBC, antibodies; anti-D if Rh negative"), ("32", "growth scan; discuss birth plan"),
             ("34", "growth scan; CTG if requested"), ("36", "growth scan; agree date of IOL/LSCS"),
             ("37-38", "planned birth as agreed")]
    for g, t in sched:
        if chance(r, 0.85):
            n.add(g.ljust(9), " | ", t, "\n")
    if chance(r, 0.5):
        n.add("Provisional IOL date: ", cx.d(edd - dt.timedelta(days=r.randrange(10, 20))), " (", pick(r, ["38+0", "38+3", "37+5"]), ")\n")
    meds = ["aspirin 150 mg nocte from 12/40", "folic acid 5 mg daily", "vitamin D 10 micrograms daily",
            "sertraline 50 mg mane (continue)", "enoxaparin 40 mg SC daily", "levothyroxine 75 micrograms daily",
            "metformin 500 mg BD", "labetalol 100 mg BD if BP > 140/90"]
    r.shuffle(meds)
    n.add("\nMEDICATION\n")
    for x in meds[:r.randrange(2, 5)]:
        n.add("- ", x, "\n")
    n.add("\nEMOTIONAL WELLBEING AND PREFERENCES\n")
    n.w("- {nm} would like staff to know about {b} and to use {b2}'s name.\n", nm=m.nm("first"),
        b=C.baby_nm(cx, "first" if cx.baby_named else None), b2=cx.baby.nm("first") if cx.baby_named else ["Baby ", P(cx.baby.last, "PATIENT")])
    n.w("- Anniversary: {d}; extra contact offered in the week before.\n", d=cx.d(prev_loss, pick(r, ["d_month", "d_month_th"]) if not cx.ca else "md"))
    n.add("- ", pick(r, ["Prefers not to be scanned in room ", "Does not want to return to room "]),
          P(str(r.randrange(1, 20)), "LOCATION_OTHER"), " of the ", pick(r, ["delivery suite", "labour ward"]), ".\n")
    n.add("- Anxiety about fetal movements: self-referral to triage at any time, no need to wait - direct line ",
          P(cx.phone("land"), "PHONE"), ".\n")
    s, txt = C.epds(r)
    n.add("- Booking ", txt, "; GAD-7 ", str(r.randrange(2, 18)), ".\n")
    if cx.partner:
        n.w("- {p} ({job}) would like to attend all scans; letters for employer provided.\n", p=cx.partner.nm("first"),
            job=P(cx.pprof, "PROFESSION"))
    n.add("- 'Rainbow' butterfly sticker on notes and e-record alert.\n\n")
    n.add("Plan agreed with ", m.nm(pick(r, ["first", "title_last"])), " on ", cx.d(book, "n"), ".\n")
    C.signature(n, cx, mw, contact=False)
    if chance(r, 0.5):
        C.audit(n, cx, mw, book, lead="")
    return n


# ---------------------------------------------------------------------------
def telephone_log(cx):
    r, n, m = cx.r, Note(), cx.mother
    C.set_kind(cx, pick(r, ["sb", "nnd", "lmc", "mc", "sb"]))
    staff = [cx.staff("bmw", "Bereavement Midwife"), cx.staff("mw", "Midwife"), cx.staff("sw", "Social Worker", kind="other")]
    n.add(pick(r, ["TELEPHONE SUPPORT LOG", "Bereavement Team - Telephone Contact Record", "Phone/Virtual Contact Log"]), "\n")
    n.add("Name: ", m.nm(pick(r, ["full", "last_first", "f_caps"])), "   ", C.mrn_line(cx), "\n")
    n.add("Preferred no.: ", P(cx.phone("mob"), "PHONE"))
    if chance(r, 0.4):
        n.add("   Alt: ", P(cx.phone("land"), "PHONE"))
    n.add("\nLoss: ", C.kind_phrase(cx), " ", cx.d(cx.loss), ", ", C.gest(cx))
    if cx.kind != "mc":
        n.add("; ", C.baby_nm(cx, pick(r, ["baby_first", "full"]) if cx.baby_named else None))
    n.add("\n\n")
    d = cx.days(cx.death, 1, 6)
    k = r.randrange(4, 8)
    for i in range(k):
        who = pick(r, staff)
        x = r.randrange(9)
        dirn = pick(r, ["Video", "Outgoing", "Incoming"]) if chance(r, 0.25) else None
        if dirn != "Video":
            dirn = "Outgoing" if x in (1, 3) else "Incoming"
        n.add(cx.d(d, pick(r, [cx.fs, "wk_short" if not cx.ca else "wk_mdy_short"])), " ", cx.tm(), " ", dirn, " - ")
        if dirn == "Video":
            n.add("virtual visit via patient portal (", cx.url("portal/visit", org=cx.hospital), "); client IP ", cx.ip(),
                  ". ", m.nm("first"), " ", pick(r, ["and ", "with "]),
                  cx.partner.nm("first") if cx.partner else "her sister", " on call. ")
            n.add(pick(r, ["Discussed PM timeline. ", "Reviewed physical recovery - lochia settling, no fever. ",
                           "Talked through the funeral plans. "]))
        elif x == 0 and cx.partner:
            n.add(cx.partner.nm(pick(r, ["first", "full"])), " (", cx.partner_word, ") rang; ",
                  pick(r, ["worried about ", "asking about "]), m.nm("first"), pick(r, ["'s sleep", " not eating", " - very tearful"]),
                  ". Advised GP review; perinatal MH line number given.")
        elif x == 1:
            s, txt = C.epds(r)
            n.add("Welfare call to ", m.nm("first"), ". ", txt, ". ",
                  pick(r, ["Coping day to day.", "Low mood, no thoughts of self-harm.", "Good days and bad days."]))
        elif x == 2:
            g, _ = (cx.other("rel_gm", female=True), None)
            n.add(g.nm(pick(r, ["full", "title_last"])), " (", pick(r, ["maternal grandmother", "mother's sister", "family friend"]),
                  ") rang asking how to support the family; consent to share confirmed with ", m.nm("first"), ".")
        elif x == 3:
            n.add("Left voicemail on ", P(cx.phone("mob"), "PHONE"), "; text sent with team number ", P(cx.phone("land"), "PHONE"), ".")
        elif x == 4:
            n.add("Call from ", P(pick(r, PL.FUNERAL_DIRECTORS), "ORGANIZATION"), " (", cx.other("fd_person").nm(pick(r, ["first", "full"])),
                  ") re release paperwork; cremation form ", P("CR-%05d" % r.randrange(99999), "IDNUM"), " faxed to ",
                  P(cx.phone("land"), "FAX"), ".")
        elif x == 5:
            sch = P(pick(r, PL.SCHOOLS).replace("{T}", cx.home_town), "ORGANIZATION")
            n.add(m.nm("first"), " asked how to tell ", pick(r, ["her son's", "her daughter's"]), " teacher at ", sch,
                  "; leaflet for schools e-mailed to ", cx.email(m), ".")
        elif x == 6:
            n.add(m.nm("first"), " rang - ", pick(r, ["heavy bleeding, passing clots ", "temperature 38.2 ", "breast pain, red area "]),
                  "- advised to attend ", P(cx.hospital, "HOSPITAL"), " ", pick(r, ["ED", "maternity triage", "gynae assessment unit"]),
                  " now. Triage informed.")
        elif x == 7:
            emp = cx.org(PL.EMPLOYERS, "emp")
            boss = cx.other("manager")
            n.add(m.nm("first"), "'s manager ", boss.nm(pick(r, ["full", "first"])), " at ", emp,
                  " rang asking about leave - no information given without consent; ", m.nm("first"), " informed.")
        else:
            n.add("Counselling referral to ", P(pick(r, PL.COUNSELLING).replace("{T}", cx.home_town), "HOSPITAL"),
                  " confirmed; first appointment ", cx.d(cx.days(d, 5, 20), "n"), ".")
        n.add(" [", who.nm(pick(r, ["initials", "init_last"])), "]\n")
        d = cx.days(d, 1, 9)
    n.add("\nPlan: ", pick(r, ["weekly calls until follow-up appointment", "call again after the funeral",
                               "discharge from telephone follow-up; open access to team"]), ".\n")
    if chance(r, 0.5):
        C.audit(n, cx, staff[0], d, lead="")
    return n
