"""Genre: antenatal booking record (UK/IE EPR print, narrative booking summary, US new OB intake)."""

import datetime as dt

from core import Note, table
from common import mother, partner, gest_str, gp_str, age_piece, audit, sign_off, obs_lookalikes, \
    insurer_piece, age_words, art, lang_for
import pools_places as PL


def _prev_pregs(c, m, n_rows):
    rows = []
    yr = c.today.year - c.ri(1, 3)
    for i in range(n_rows):
        y = yr - i * c.ri(1, 3)
        out = c.ch(["SVD", "SVD", "LSCS (cat 2, FTP)", "Ventouse", "Forceps (Neville-Barnes)",
                    "ERPC", "SMM", "Ectopic - lap salpingectomy", "El LSCS (breech)"])
        loss = out in ("ERPC", "SMM") or out.startswith("Ectopic")
        place = [(c.hospital(), "HOSPITAL")] if c.chance(0.8) else ["home"]
        if loss:
            gest = "%d/40" % c.ri(6, 12)
            wt = "-"
            sex = "-"
        else:
            gest = "%d+%d" % (c.ri(34, 41), c.ri(0, 6))
            wt = "%.2f kg" % (c.ri(2300, 4400) / 1000.0)
            sex = c.ch(["M", "F", "boy", "girl"])
        yrp = [(str(y), "DATE")] if c.chance(0.75) else [(c.d(dt.date(y, c.ri(1, 12), c.ri(1, 28)), "my"), "DATE")]
        note = c.ch(["PPH 900 mL", "3rd degree tear (3a)", "GDM diet-controlled", "shoulder dystocia - McRoberts",
                     "NNU 2 days, TTN", "nil", "uncomplicated", "Anti-D given", "PET, induced at 37/40", "-"]) if not loss \
            else c.ch(["-", "nil", "Anti-D given", "MTOP declined", "EPU follow-up"])
        rows.append([yrp, place, gest, out, sex, wt, note])
    return rows


def _booking_form(c, n, m, pa, mw):
    P = "PATIENT"
    n.f("{h}\n", h=(c.hosp, "HOSPITAL"))
    n.t(c.ch(["MATERNITY SERVICES - ANTENATAL BOOKING RECORD\n", "Antenatal Booking Assessment (EPR print)\n",
              "BOOKING HISTORY  /  Pregnancy episode 1 of 1\n"]))
    n.t("=" * c.ri(40, 66) + "\n")
    first = m.p.first + (" " + m.p.middle if m.p.middle else "")
    n.f("Surname: {s}    Forename(s): {f}\n", s=(m.p.last.upper(), P), f=(first, P))
    n.f("DOB: {dob}  Age at booking: {age}\n", dob=(c.d(m.dob, c.ch(["num", "dmy_mon"])), "DATE"), age=(str(m.age), "AGE"))
    if c.c == "UK":
        n.f("NHS No: {nhs}    Hospital No: {mrn}\n", nhs=(m.nhs, "MRN"), mrn=(m.mrn, "MRN"))
        if c.chance(0.3):
            n.f("NI No (for MatEx/SMP): {ni}\n", ni=(c.ssn(), "SSN"))
    else:
        n.f("MRN: {mrn}    PPSN: {pps}\n", mrn=(m.mrn, "MRN"), pps=(c.ssn(), "SSN"))
        if c.chance(0.6):
            n.f("Cover: {ins}  Membership no. {hp}\n", ins=insurer_piece(c), hp=(c.hp(), "HEALTHPLAN"))
    n.t("Address: ").add(c.addr()).t("\n")
    n.f("Tel (mob): {m1}    Tel (home): {m2}\n", m1=(c.phone("mob"), "PHONE"), m2=(c.phone("land"), "PHONE"))
    if c.chance(0.7):
        n.f("Email: {e}   (consents to e-mail contact: {yn})\n", e=(c.email(m.p), "EMAIL"), yn=c.ch(["Y", "N"]))
    foreign = m.origin not in ("english", "welsh", "scottish", "irish") or c.chance(0.2)
    n.t("Country of birth: ")
    n.add(c.country_of(m.origin) if foreign else c.cty(c.ch(["England", "Ireland", "Wales", "Scotland"])))
    if foreign:
        lang = lang_for(c, m.origin)
        n.f("   First language: {l}   Interpreter: {i}", l=lang, i=c.ch(["not required", "required"]))
        if c.chance(0.5):
            n.f(" (booking ref {r})", r=(c.acc("ref"), "IDNUM"))
    n.t("\n")
    prof = c.prof()
    n.f("Occupation: {o}", o=(prof, "PROFESSION"))
    if c.chance(0.6):
        n.f("   Employer: {e}", e=(c.org(), "ORGANIZATION"))
    n.t("\n")
    rel = c.ch(["Partner", "Husband", "FOB", "Partner (FOB)"] if pa.p.sex == "M" else ["Partner", "Wife"])
    n.f("{rel}: {nm}, {age}, {job}, tel {tel}\n", rel=rel, nm=c.nm(pa.p, "FAMILY", c.ch(["full", "full", "fml"])),
        age=[(str(pa.age), "AGE")], job=[(c.prof(), "PROFESSION")], tel=(c.phone("mob"), "PHONE"))
    if c.chance(0.5):
        nok = c.person("F", origin=m.origin, last=m.p.last if c.chance(0.5) else None)
        n.f("NOK: {nk} ({rel}) {t}\n", nk=c.nm(nok, "FAMILY", "full"), rel=c.ch(["mother", "sister", "aunt", "friend"]),
            t=(c.phone(), "PHONE"))
    gp = c.staff("dr")
    n.f("GP: {d}, {p}   Tel {t}", d=c.sig(gp, c.ch(["dr", "dri", "drf"])), p=(c.gp(), "HOSPITAL"), t=(c.phone("land"), "PHONE"))
    if c.chance(0.5):
        n.f("  Fax {f}", f=(c.fax(), "FAX"))
    n.t("\n\n")
    gest = gest_str(c, m.gest, "plus")
    scan = c.days(7, 14)
    n.f("Booking date: {bd} at {g} weeks   Place: {pl}\n", bd=(c.d(c.today), "DATE"), g=gest,
        pl=c.ch([[(c.gp(), "HOSPITAL")], ["home visit"], [(c.ward("an"), "HOSPITAL")], ["ANC"]]))
    n.f("LMP: {lmp} (certain, regular 28/7)   EDD by dates: {edd}\n", lmp=(c.d(m.lmp), "DATE"), edd=(c.d(m.edd), "DATE"))
    n.f("Dating scan: booked {s} 09:40 - EDD to be confirmed by CRL\n", s=(c.d(scan, c.ch(["wk", "num", c.ds])), "DATE"))
    n.f("Parity: {gp}    Blood group: {bg}    Rubella: immune    BMI {bmi}\n", gp=gp_str(m),
        bg=c.ch(["O Rh+", "A Rh-", "B pos", "O neg", "AB pos"]), bmi="%.1f" % (c.ri(185, 420) / 10.0))
    if m.para > 0 or m.g > 1:
        n.t("\nPrevious pregnancies:\n")
        rows = _prev_pregs(c, m, min(m.g - 1, 3) or 1)
        table(n, ["Year", "Place", "Gest", "Outcome", "Sex", "Weight", "Comments"], rows,
              c.ch(["pipe", "aligned", "md"]))
    n.t("\nMedical hx: ").add(c.ch([["asthma (salbutamol PRN)"], ["nil of note"], ["hypothyroid - levothyroxine 75 mcg OD"],
                                    ["epilepsy - lamotrigine 100 mg BD, seen by neurology"],
                                    ["previous DVT ", (str(c.today.year - c.ri(3, 12)), "DATE"), " - on LMWH"],
                                    ["PCOS, BMI 36"], ["migraine"]])).t("\n")
    n.t(obs_lookalikes(c) + "\n")
    n.f("Booking bloods sent: FBC, G&S, HIV/HepB/syphilis, Hb electrophoresis - lab no. {a}\n", a=(c.acc("lab"), "IDNUM"))
    n.t(c.ch(["Smoking: never. CO 1 ppm.", "Smoker 10/day - referred to stop smoking service. CO 14 ppm.",
              "Ex-smoker (stopped at +ve test). CO 3 ppm."]) + " Alcohol: nil. Substances: denies.\n")
    n.t("Routine enquiry re domestic abuse: asked alone - " + c.ch(["no concerns disclosed.", "declined to answer, revisit.",
                                                                  "disclosed historic DA (previous partner)."]) + "\n")
    cons = c.staff("dr")
    n.f("Care pathway: {cp}", cp=c.ch(["midwife-led", "consultant-led", "shared care"]))
    if c.chance(0.7):
        n.t(" - named consultant ").add(c.sig(cons, c.ch(["dr", "drf"])) if c.chance(0.6) else
                                         [c.ch(["Mr ", "Ms ", "Miss "]), (cons.last, "DOCTOR")])
    n.t("\n")
    if c.c == "UK" and c.chance(0.4):
        n.f("MatEx (FW8) certificate issued, no. {x}\n", x=(c.cert(), "LICENSE"))
    n.f("Named midwife: {mw}   Team phone: {t}\n", mw=c.sig(mw, c.ch(["full", "full_cred", "il_cred"])),
        t=(c.ext() if c.chance(0.4) else c.phone("land"), "PHONE"))
    if c.chance(0.5):
        n.f("Antenatal classes: {u}\n", u=(c.url(), "URL"))
    n.t("\n").add(sign_off(c, mw, lic=c.chance(0.7))).f("   {d} {t}\n", d=(c.d(c.today), "DATE"), t="%02d:%02d" % (c.ri(9, 17), c.ri(0, 59)))
    if c.chance(0.8):
        n.add(audit(c, mw)).t("\n")
    return n


def _booking_narr(c, n, m, pa, mw):
    P = "PATIENT"
    n.f("Booking visit - {d}\n", d=(c.d(c.today, c.ch(["long", "d_mon_y", "wk_long"])), "DATE"))
    n.f("{nm}  ", nm=c.nm(m.p, P, c.ch(["LF", "LFU", "full"])))
    n.f("DOB {dob}  ", dob=(c.d(m.dob), "DATE"))
    n.f("{lab} {mrn}\n\n", lab="NHS" if c.c == "UK" else "MRN", mrn=(m.nhs if c.c == "UK" else m.mrn, "MRN"))
    agew = c.chance(0.25)
    n.f("Seen {where} by {mw}. ", where=c.ch([["at home ("] + c.addr() + [")"], ["at ", (c.gp(), "HOSPITAL")],
                                               ["in the antenatal clinic, ", (c.hosp, "HOSPITAL")]]),
        mw=c.sig(mw, c.ch(["full", "full_cred"])))
    agestr = age_words(m.age) if agew else str(m.age)
    n.f("{f} is {ar} {age}-year-old {gp} at {g} weeks by LMP ({lmp}). ", f=c.nm(m.p, P, "first"),
        ar=art(agestr), age=[(agestr, "AGE")], gp=gp_str(m), g=gest_str(c, m.gest, "plus"),
        lmp=(c.d(m.lmp), "DATE"))
    job = c.prof()
    n.f("Works as {ar} {j}", ar=art(job), j=(job, "PROFESSION"))
    if c.chance(0.6):
        n.f(" at {o}", o=(c.org(), "ORGANIZATION"))
    n.t(". ")
    n.f("Lives with {rel} {nm}", rel=c.ch(["her partner", "her husband", "partner", "FOB"]),
        nm=c.nm(pa.p, "FAMILY", c.ch(["full", "first"])))
    n.f(" ({a}, {j})", a=[(str(pa.age), "AGE")], j=[(c.prof(), "PROFESSION")])
    if m.para and c.chance(0.7):
        kid = c.person(c.ch("FM"), origin=m.origin, last=m.p.last)
        n.f(" and their {sd} {k} (born {y})", sd="daughter" if kid.sex == "F" else "son", k=c.nm(kid, "FAMILY", "first"), y=(str(c.today.year - c.ri(1, 6)), "DATE"))
    n.t(". ")
    if m.origin not in ("english", "irish", "us_general", "welsh", "scottish"):
        n.t("Moved from ").add(c.country_of(m.origin)).f(" in {y}; ", y=(str(c.today.year - c.ri(1, 12)), "DATE"))
        n.t(c.ch(["good spoken English.", "interpreter used (telephone).", "husband interpreted at her request - "
                  "professional interpreter offered and declined."]) + " ")
    n.t("\n\n")
    n.t(c.ch(["Previous births: ", "Obstetric hx: "]))
    if m.para:
        yrs = sorted(c.ri(c.today.year - 12, c.today.year - 1) for _ in range(min(m.para, 3)))
        for i, y in enumerate(yrs):
            if i:
                n.t("; ")
            n.f("{y} {o} at {h}", y=(str(y), "DATE"), o=c.ch(["SVD", "EMCS", "instrumental", "VBAC"]),
                h=(c.hospital(), "HOSPITAL"))
        n.t(".\n")
    else:
        n.t("primigravida.\n")
    n.t(obs_lookalikes(c) + ". " + obs_lookalikes(c) + ".\n")
    n.f("Bloods taken (sample {a}), dating scan requested for {d}.", a=(c.acc("lab"), "IDNUM"),
        d=(c.d(c.days(5, 12), c.ch(["wk", "dm", "wk_long"])), "DATE"))
    n.t(" Aspirin 150 mg nocte advised from 12/40 (2 moderate risk factors). Vit D 10 mcg.\n")
    gp = c.staff("dr")
    n.f("GP: {g} ({pr}). ", g=c.sig(gp, "dr"), pr=(c.gp(), "HOSPITAL"))
    n.f("Contact: {t}", t=(c.phone("mob"), "PHONE"))
    if c.chance(0.5):
        n.f(", {e}", e=(c.email(m.p), "EMAIL"))
    n.t(".\n\n")
    n.add(sign_off(c, mw, lic=c.chance(0.5))).t("\n")
    if c.chance(0.5):
        n.add(audit(c, mw)).t("\n")
    return n


def _booking_us(c, n, m, pa, mw):
    P = "PATIENT"
    clinic = c.gp() if c.chance(0.6) else c.hosp
    n.f("{cl}\n", cl=(clinic, "HOSPITAL"))
    n.t(c.ch(["NEW OB INTAKE\n", "Initial Prenatal Visit - H&P\n", "OB Intake / Prenatal Record (ACOG form)\n"]))
    n.t("-" * 48 + "\n")
    n.f("Patient: {nm}   DOB: {dob}   Age: {a}\n", nm=c.nm(m.p, P, c.ch(["LFU", "LFM", "lf"])),
        dob=(c.d(m.dob, "num"), "DATE"), a=(str(m.age), "AGE"))
    n.f("MRN: {mrn}   Acct #: {acc}   SSN: {ssn}\n", mrn=(m.mrn, "MRN"), acc=(c.acct(), "ACCOUNT"), ssn=(c.ssn(), "SSN"))
    n.t("Address: ").add(c.addr()).t("\n")
    n.f("Cell: {p1}   Work: {p2}\n", p1=(c.phone(), "PHONE"), p2=(c.ext(), "PHONE"))
    n.f("Email: {e}   Portal: {u}\n", e=(c.email(m.p), "EMAIL"), u=(c.url(), "URL"))
    n.t("Primary insurance: ").add(insurer_piece(c)).f("   Member ID: {id}   Group: {g}\n", id=(c.hp(), "HEALTHPLAN"),
                                                      g=(c.group(), "HEALTHPLAN"))
    n.f("Employer: {e}   Occupation: {o}\n", e=(c.org(), "ORGANIZATION"), o=(c.prof(), "PROFESSION"))
    n.f("FOB: {nm}, age {a}, {j}   Emergency contact: {ec} ({rel}) {t}\n", nm=c.nm(pa.p, "FAMILY", "full"),
        a=(str(pa.age), "AGE"), j=(c.prof(), "PROFESSION"),
        ec=c.nm(c.person("F"), "FAMILY", "full"), rel=c.ch(["mother", "sister", "cousin", "friend"]), t=(c.phone(), "PHONE"))
    if m.origin in ("hispanic", "east_asian", "southeast_asian", "mediterranean", "somali", "east_african"):
        n.t("Born in ").add(c.country_of(m.origin)).f("; preferred language {l}.\n", l=lang_for(c, m.origin))
    n.t("\n")
    n.f("LMP {lmp}  EDC {edd} ({by})  GA today {g}\n", lmp=(c.d(m.lmp), "DATE"), edd=(c.d(m.edd), "DATE"),
        by=c.ch(["by LMP c/w 7wk US", "by 8wk US", "by IVF transfer"]), g=gest_str(c, m.gest, "wk"))
    n.f("{gp}  TPAL {t}{p}{a}{l}\n", gp=gp_str(m), t=m.para, p=0, a=m.g - 1 - m.para, l=m.para)
    if m.para:
        rows = _prev_pregs(c, m, min(m.para, 3))
        table(n, ["Yr", "Facility", "GA", "Type", "Sex", "Wt", "Comp"], rows, c.ch(["aligned", "pipe"]))
    n.t("PMH: " + c.ch(["chronic HTN on labetalol 200 BID", "T2DM - metformin", "anxiety (sertraline 50)",
                         "none", "sickle trait", "hx HSV"]) + "\n")
    n.t(obs_lookalikes(c) + "\n")
    n.f("Prenatal panel ordered (req {r}); cfDNA/NIPT drawn, accession {a}\n", r=(c.acc("order"), "IDNUM"),
        a=(c.acc("lab"), "IDNUM"))
    doc = c.staff("dr")
    n.t("Provider: ").add(c.sig(doc, c.ch(["full_cred", "drf"]))).f("  NPI {npi}\n", npi=(c.lic("npi"), "LICENSE"))
    n.t("Intake RN: ").add(c.sig(mw, "full_cred")).t("\n")
    n.f("Next visit {d} (4 wks), anatomy US at 20 wks.\n", d=(c.d(c.days(26, 30)), "DATE"))
    n.add(audit(c, mw)).t("\n")
    return n


def gen(c):
    n = Note()
    m = mother(c, gest=c.ri(52, 110))
    pa = partner(c, m)
    mw = c.staff("mw")
    if c.us:
        return _booking_us(c, n, m, pa, mw)
    if c.chance(0.62):
        return _booking_form(c, n, m, pa, mw)
    return _booking_narr(c, n, m, pa, mw)
