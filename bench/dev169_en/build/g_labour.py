"""Genres: intrapartum notes, birth register entry, maternity transfer record."""

import datetime as dt

import pools_places as PL

from core import Note, table
from common import mother, partner, baby, gest_str, gp_str, audit, weight_str, sign_off, art, insurer_piece, \
    clinician_line

P, D, F = "PATIENT", "DOCTOR", "FAMILY"


class Clock:
    def __init__(self, c, start=None):
        self.c = c
        self.m = start if start is not None else c.ri(0, 22 * 60)
        self.day = c.today

    def step(self, n, lo, hi):
        self.m += self.c.ri(lo, hi)
        if self.m >= 1440:
            self.m -= 1440
            self.day = self.day + dt.timedelta(days=1)
            n.f("\n-- {d} --\n", d=(self.c.d(self.day), "DATE"))
        return "%02d:%02d" % divmod(self.m, 60)


def intrapartum(c):
    n = Note()
    m = mother(c, gest=c.ri(37 * 7, 42 * 7))
    pa = partner(c, m)
    b = baby(c, m, surname=pa.p.last if c.chance(0.3) else None)
    mw1, mw2, reg, an, neo = c.staff("mw"), c.staff("mw"), c.staff("dr"), c.staff("an"), c.staff("neo")
    room = str(c.ri(1, 14))
    us = c.us
    ini1 = c.nm(mw1, D, "ini")
    if us:
        n.f("L&D PROGRESS NOTES - {nm} ({a}) MRN {mrn}  FIN {acc}\n", nm=c.nm(m.p, P, c.ch(["LFU", "lf", "full"])),
            a=[(str(m.age), "AGE"), "F"] if c.chance(0.5) else [(str(m.age), "AGE"), " yo"],
            mrn=(m.mrn, "MRN"), acc=(c.acct(), "ACCOUNT"))
        n.f("{h}, L&D room {r}\n", h=(c.hosp, "HOSPITAL"), r=(room, "LOCATION_OTHER"))
    else:
        n.t(c.ch(["INTRAPARTUM RECORD - continuation sheet\n", "Labour notes (contemporaneous)\n", "LABOUR & BIRTH RECORD\n"]))
        n.f("Name: {nm}   Hosp No: {mrn}   DOB: {dob}\n", nm=c.nm(m.p, P, c.ch(["LF", "LFU", "full"])),
            mrn=(m.mrn, "MRN"), dob=(c.d(m.dob), "DATE"))
        n.f("Room {r}, {u}   Date: {d}\n", r=(room, "LOCATION_OTHER"),
            u=c.ch([["Delivery Suite"], [(c.ward("lw"), "HOSPITAL")], ["MLU"]]), d=(c.d(c.today), "DATE"))
    n.f("{gp} at {g}. {x}\n\n", gp=gp_str(m), g=gest_str(c, m.gest), x=c.ch(["GBS neg.", "GBS pos - IVAB.", "Low risk.",
                                                                          "Prev LSCS - VBAC.", "IOL for PET.", "IOL for SROM >24h."]))
    clk = Clock(c)
    tm = clk.step(n, 0, 0)
    rel = c.ch(["husband", "partner", "birth partner", "FOB" if us else "partner"]) if pa.p.sex == "M" else c.ch(["wife", "partner"])
    n.f("{t} Admitted from {fr} with {why}. {f} accompanied by {rel} {pnm}",
        t=tm, fr=c.ch(["OB triage", "home", "OB ED", "clinic"] if us else ["triage", "home", "ANW", "MAU", "the birth centre"]),
        why=c.ch(["regular contractions 3:10", "SROM at 03:00, clear liquor", "reduced FM", "a plan for ARM", "painful tightenings"]),
        f=c.nm(m.p, P, c.ch(["first", "title_last"])), rel=rel, pnm=c.nm(pa.p, F, c.ch(["first", "full"])))
    if c.chance(0.4):
        mum = c.person("F", origin=m.origin)
        n.f(" and her mother {x}", x=c.nm(mum, F, c.ch(["first", "full"])))
    n.t(". Care assumed by ").add(c.sig(mw1, c.ch(["full_cred", "full", "il_cred"]))).t(".\n")
    tm = clk.step(n, 10, 40)
    n.f("{t} {obs}\n", t=tm, obs=c.ch(["BP 124/78 P 88 T 36.8 RR 16 SpO2 98%. Urine: ketones +.",
                                        "Obs within normal limits. Palpation: ceph, 2/5, LOA.",
                                        "MEOWS 0. FH 140 bpm auscultated with Pinard post contraction."]))
    tm = clk.step(n, 10, 50)
    cx = c.ri(3, 6)
    n.f("{t} " + ("SVE" if us else "VE with verbal consent") + ": cx {cx} cm, {eff}, station {st}, {pos}. Membranes {mem}. - ",
        t=tm, cx=cx, eff=c.ch(["fully effaced", "thin, well applied", "80%"]), st=c.ch(["-2", "-1", "0", "+1"]),
        pos=c.ch(["OA", "ROA", "LOT", "OP"]), mem=c.ch(["absent, clear liquor", "intact", "bulging"]))
    n.add(ini1).t("\n")
    if c.chance(0.7):
        tm = clk.step(n, 5, 30)
        n.f("{t} " + ("EFM applied via" if us else "CTG commenced on") + " {mon} (serial {sn}). Baseline 135, variability 5-15, "
            "accelerations, no decelerations. " + ("Category I.\n" if us else "Normal.\n"),
            t=tm, mon=c.ch(["central monitor", "bedside monitor", "EFM", "telemetry unit"]), sn=(c.device("sn"), "DEVICE"))
    if c.chance(0.75):
        tm = clk.step(n, 30, 120)
        n.f("{t} Requesting epidural. Sited by ", t=tm)
        n.add(c.sig(an, c.ch(["dr", "full_paren", "dri"])))
        n.f(" at L3/4, LOR to saline at 5 cm, catheter 10 cm at skin. PCEA pump {pump}. Block T10 bilat.\n",
            pump=(c.device(c.ch(["asset", "serial"])), "DEVICE"))
    tm = clk.step(n, 40, 160)
    n.f("{t} Reviewed by ", t=tm).add(clinician_line(c, reg))
    if us:
        n.t(c.ch([" - Cat II tracing, recurrent lates. ", " - arrest of dilation? ", " - thick mec. ", " - called by RN re variables. "]))
    else:
        n.t(c.ch([" - CTG suspicious (reduced variability 50 min). ", " - slow progress, 1 cm in 4 h. ",
                  " - fresh meconium noted. ", " - requested by MW re FHR decels. "]))
    plan = c.ri(0, 2)
    if us and plan == 0:
        n.f("Scalp stim - accel noted. IUPC placed, MVUs 210. Order {id}.\n", id=(c.acc("order"), "IDNUM"))
    elif plan == 0:
        n.f("FBS: pH {ph}, lactate {la} (sample {id}). Plan: continue, repeat in 1 h.\n", ph="7.%d" % c.ri(21, 34),
            la="%.1f" % (c.ri(12, 48) / 10.0), id=(c.acc("lab"), "IDNUM"))
    elif plan == 1:
        n.t("Pitocin per protocol, 2 mU/min, increase q30min.\n" if us else
            "Syntocinon per protocol, start 2 mU/min (1 mL/hr), reassess 4 h.\n")
    else:
        n.t("Continue, FSE applied. Attending aware.\n" if us else "Continue, fetal scalp electrode applied. Consultant informed.\n")
    if c.chance(0.6):
        tm = clk.step(n, 30, 120)
        n.f("{t} Handover of care from ", t=tm).add(c.sig(mw1, c.ch(["full", "il"]))).t(" to ")
        n.add(c.sig(mw2, c.ch(["full_cred", "full"]))).t(" - SBAR, fresh eyes on CTG done.\n")
        lead = mw2
    else:
        lead = mw1
    tm = clk.step(n, 40, 180)
    n.f("{t} Fully dilated, vertex visible. Active pushing from {t2}.\n", t=tm, t2="%02d:%02d" % divmod((clk.m + 20) % 1440, 60))
    tm = clk.step(n, 20, 90)
    mode = c.ch(["SVD", "SVD", "SVD", "Ventouse (Kiwi) by", "Forceps (Neville-Barnes) by", "Cat 1 LSCS by"])
    sx = "girl" if b.sex == "F" else "boy"
    n.f("{t} {mode}", t=tm, mode=mode)
    if mode.endswith("by"):
        n.t(" ").add(c.sig(reg, c.ch(["dr", "dri"])))
    n.f(" of a live {sx}", sx=sx)
    n.f(" on {d}", d=(c.d(clk.day, c.ch([c.ds, "long", "wk_long"])), "DATE"))
    n.f(", Apgars {a1} @1, {a5} @5. Weight {w}. ", a1=c.ri(5, 9), a5=c.ri(8, 10), w=weight_str(c, b.weight))
    n.f("Skin to skin. Named {bn}", bn=[(b.first, F)])
    if c.chance(0.4):
        n.f(" ({bn})", bn=(b.full, F))
    n.t(".\n")
    tm = clk.step(n, 3, 15)
    n.f("{t} Placenta and membranes complete ({how}). EBL {ebl} mL. {per} ", t=tm,
        how=c.ch(["CCT", "physiological", "manual removal in theatre"]), ebl=c.ri(150, 1400),
        per=c.ch(["2nd degree tear, sutured by", "Intact perineum, checked by", "1st degree - not sutured, checked by",
                  "Episiotomy repaired by"]))
    n.add(c.sig(lead, c.ch(["full", "il", "il_cred"]))).t(".\n")
    if c.chance(0.7):
        n.f("Paired cord gases: art pH 7.{a} BE -{be}, ven 7.{v} (lab no. {id}).\n", a=c.ri(12, 30), be=c.ri(2, 11),
            v=c.ri(25, 38), id=(c.acc("lab"), "IDNUM"))
    if c.chance(0.5):
        n.t("Peds/NICU team attended: " if us else "Paeds attended: ").add(c.sig(neo, c.ch(["dr", "full_paren", "il_cred"]))).t(" - baby well, for routine PN care.\n")
    tm = clk.step(n, 20, 90)
    n.f("{t} Baby labels x2 checked with mother", t=tm)
    if c.chance(0.6):
        n.f("; security tag {tg} fitted", tg=(c.device("tag"), "DEVICE"))
    if c.chance(0.35):
        n.f("; footprints taken (ref {bi})", bi=(c.bioid(), "BIOID"))
    n.t(". Vit K IM given with consent.\n")
    tm = clk.step(n, 30, 150)
    n.f("{t} Transferred to {w}", t=tm, w=c.ch([[(c.ward("pn"), "HOSPITAL")], ["Mother-Baby Unit" if us else "postnatal ward"],
                                                 ["postpartum" if us else "the MBU"]]))
    n.f(", bed {b}. Handed over to ", b=(str(c.ri(1, 30)), "LOCATION_OTHER"))
    n.add(c.sig(c.staff("mw"), c.ch(["full", "il"]))).t(".\n\n")
    n.add(sign_off(c, lead, lic=c.chance(0.6))).t("\n")
    if c.chance(0.5):
        n.add(audit(c, lead)).t("\n")
    return n


def birth_register(c):
    n = Note()
    m = mother(c, gest=c.ri(35 * 7, 42 * 7))
    pa = partner(c, m, same_last=c.chance(0.5))
    b = baby(c, m, surname=pa.p.last if c.chance(0.4) else m.p.last)
    bp = c.person(b.sex, origin=m.origin, last=b.last)
    bp.first = b.first
    bdate = c.today
    mw, mw2 = c.staff("mw"), c.staff("mw")
    sx = "Female" if b.sex == "F" else "Male"
    if c.us:
        n.f("{h}\nFACILITY WORKSHEET - CERTIFICATE OF LIVE BIRTH\n", h=(c.hosp, "HOSPITAL"))
        n.f("State file no.: {sf}    Form: {fid}\n\n", sf=(c.cert(), "LICENSE"), fid=c.ch(["NCHS U.S. Standard (rev 11/2003)", "facility worksheet v2.1"]))
        n.f("1. Child's name: {nm}\n", nm=[(b.first + " " + (bp.middle + " " if bp.middle else "") + b.last, P)])
        n.f("2. Time of birth: {t}   3. Sex: {s}   4. Date of birth: {d}\n", t="%02d:%02d" % (c.ri(0, 23), c.ri(0, 59)),
            s=sx[0], d=(c.d(bdate, "num"), "DATE"))
        n.f("5. Facility name: {h}   6. City: {ct}   7. County of birth: {co}\n", h=(c.hosp, "HOSPITAL"), ct=(c.town, "CITY"),
            co=[(c.ch(["Franklin", "Mercer", "Harlan", "Lake", "Shelby", "Marion", "Kent"]) + " County", "CITY")])
        n.f("8. Mother's current legal name: {nm}   9. DOB: {dob} (age {a})\n", nm=c.nm(m.p, F, c.ch(["fml", "full"])),
            dob=(c.d(m.dob, "num"), "DATE"), a=(str(m.age), "AGE"))
        n.t("10. Mother's birthplace: ")
        if c.chance(0.5):
            n.add([c.region(full=True)])
        else:
            n.add(c.country_of(m.origin))
        n.t("\n11. Residence: ").add(c.addr()).t("\n")
        n.f("12. Mother's SSN: {s}   Mother's MRN: {mm}   Infant MRN: {im}\n", s=(c.ssn(), "SSN"), mm=(m.mrn, "MRN"),
            im=(c.hospno(), "MRN"))
        n.f("13. Father's name: {nm}   DOB: {dob}   SSN: {s}\n", nm=c.nm(pa.p, F, "full"),
            dob=(c.d(c.dob(pa.age), "num"), "DATE"), s=(c.ssn(), "SSN"))
        n.f("14. Father's occupation: {o}   Mother's occupation: {o2}\n", o=(c.prof(), "PROFESSION"), o2=(c.prof(), "PROFESSION"))
        n.t("15. Principal source of payment: ").add(insurer_piece(c)).f("  ID {h}\n", h=(c.hp(), "HEALTHPLAN"))
        n.f("16. Birthweight {w} g   OE gestation {g} wks   Apgar 5 min {a}   Plurality: single\n", w=b.weight,
            g=m.gest // 7, a=c.ri(7, 10))
        att = c.staff("mw")
        n.t("17. Attendant: ").add(c.sig(att, "full_cred")).f("  NPI {npi}\n", npi=(c.lic("npi"), "LICENSE"))
        n.f("18. Infant footprint/biometric ref: {bi}   Security tag: {tg}\n", bi=(c.bioid(), "BIOID"), tg=(c.device("tag"), "DEVICE"))
        clerk = c.staff("hca")
        n.t("Completed by birth clerk ").add(c.nm(clerk, D, c.ch(["full", "il"]))).f(" ext {x} on {d}\n",
                                                                                    x=(c.dig(4), "PHONE"), d=(c.d(c.days(1, 3), "num"), "DATE"))
        if c.chance(0.6):
            n.add(audit(c, clerk)).t("\n")
        return n
    yr = bdate.year
    n.f("{h} - {u}\n", h=(c.hosp, "HOSPITAL"), u=c.ch(["Delivery Suite", "Birth Register", "Labour Ward"]))
    n.t(c.ch(["BIRTH REGISTER ENTRY\n", "Register of Births (ward book transcription)\n", "BIRTH NOTIFICATION / REGISTER\n"]))
    n.f("Birth no.: {bn}    Entered: {d}\n", bn=("%d/%04d" % (yr, c.ri(1, 5200)), "IDNUM"), d=(c.d(c.days(0, 1)), "DATE"))
    lay = c.ch(["kv", "table"])
    if lay == "kv":
        n.f("Date of birth: {d}  Time: {t}  Sex: {s}\n", d=(c.d(bdate, c.ch(["num", "long", "d_mon_y"])), "DATE"),
            t="%02d:%02d" % (c.ri(0, 23), c.ri(0, 59)), s=sx)
        n.f("Baby surname: {s}   Forename(s): {f}\n", s=(b.last.upper(), P), f=(b.first, P) if c.chance(0.7) else "not yet named")
        if c.c == "UK":
            n.f("Baby NHS No: {nhs}   Baby hosp no: {mrn}\n", nhs=(c.nhs(), "MRN"), mrn=(c.hospno(), "MRN"))
        else:
            n.f("Baby MRN: {mrn}\n", mrn=(c.hospno(), "MRN"))
        n.f("Birth weight: {w}   Gestation: {g}   HC {hc} cm   Apgars {a1}/{a5}\n", w=weight_str(c, b.weight),
            g=gest_str(c, m.gest, "plus"), hc="%.1f" % (c.ri(310, 370) / 10.0), a1=c.ri(6, 9), a5=c.ri(8, 10))
        n.t("Mode: " + c.ch(["SVD", "SVD", "Ventouse", "Forceps", "EMCS", "ElCS", "Breech vaginal"]) + "   Place: ")
        n.add(c.ch([["room ", (str(c.ri(1, 14)), "LOCATION_OTHER")], ["pool room ", (str(c.ri(1, 3)), "LOCATION_OTHER")],
                    ["Theatre ", (str(c.ri(1, 3)), "LOCATION_OTHER")], ["BBA - home"]])).t("\n")
        n.f("Mother: {nm}   DOB {dob}   Age {a}   Hosp No {mrn}\n", nm=c.nm(m.p, F, c.ch(["full", "LF", "fml"])),
            dob=(c.d(m.dob), "DATE"), a=(str(m.age), "AGE"), mrn=(m.mrn, "MRN"))
        if c.chance(0.5):
            n.f("Mother's maiden surname: {s}   ", s=(c.person("F", origin=m.origin).last, F))
        n.t("Mother's birthplace: ").add(c.ch([[(c.ch(PL.TOWNS[c.c]), "CITY")], c.country_of(m.origin)])).t("\n")
        n.t("Usual address: ").add(c.addr()).t("\n")
        n.f("Father/2nd parent: {nm}   Occupation: {o}   Mother's occupation: {o2}\n", nm=c.nm(pa.p, F, "full"),
            o=(c.prof(), "PROFESSION"), o2=(c.prof(), "PROFESSION"))
        if c.ie:
            n.f("Mother PPSN: {p}   Father PPSN: {q}\n", p=(c.ssn(), "SSN"), q=(c.ssn(), "SSN"))
    else:
        hdr = ["Field", "Entry"]
        rows = [["Date/time of birth", [(c.d(bdate, c.ch(["num", "iso"])), "DATE"), " %02d:%02d" % (c.ri(0, 23), c.ri(0, 59))]],
                ["Baby", [(b.last.upper() + ", " + b.first, P), " (" + sx + ")"]],
                ["Baby ID", [(c.nhs() if c.c == "UK" else c.hospno(), "MRN")]],
                ["Weight / gest", [weight_str(c, b.weight) + " / " + gest_str(c, m.gest, "plus")]],
                ["Mother", c.nm(m.p, F, "LF") + [" - ", (m.mrn, "MRN")]],
                ["Mother age", [(str(m.age), "AGE")]],
                ["Address", c.addr()],
                ["Partner", c.nm(pa.p, F, "full") + [", ", (c.prof(), "PROFESSION")]],
                ["Delivered by", c.sig(mw, c.ch(["full_cred", "il_cred"]))],
                ["ID bands", ["x2, tag ", (c.device("tag"), "DEVICE")]]]
        table(n, hdr, rows, c.ch(["pipe", "aligned"]))
    if lay == "kv":
        n.t("Delivered by: ").add(c.sig(mw, c.ch(["full_cred", "il_cred", "full"])))
        if c.chance(0.6):
            lab = "NMC PIN " if c.c == "UK" else "NMBI PIN "
            n.f("  {l}{p}", l=lab, p=(c.lic("mw"), "LICENSE"))
        n.t("\nSecond midwife: ").add(c.sig(mw2, c.ch(["full", "il"]))).t("\n")
    if c.chance(0.5):
        n.f("Newborn footprint record: {bi}\n", bi=(c.bioid(), "BIOID"))
    if c.chance(0.6):
        n.f("Birth notification sent {d}, ref {r}\n", d=(c.d(c.days(0, 1)), "DATE"), r=(c.acc("ref"), "IDNUM"))
    if c.chance(0.4):
        n.t("Registration: parents advised to register within " + ("3 months" if c.ie else "42 days") +
            " at the local register office; leaflet given.\n")
    if c.chance(0.6):
        n.add(audit(c, mw)).t("\n")
    return n


def transfer(c):
    n = Note()
    m = mother(c, gest=c.ri(23 * 7, 36 * 7))
    h1, h2 = c.hosp, c.hospital()
    reg, cons, neo, mw, para = c.staff("dr"), c.staff("dr"), c.staff("neo"), c.staff("mw"), c.staff("hca")
    n.t(c.ch(["MATERNITY TRANSFER RECORD\n", "IN-UTERO TRANSFER FORM\n", "Inter-hospital transfer - maternity\n",
              "MATERNAL TRANSPORT RECORD\n"]))
    ref_min = c.ri(0, 1439)
    n.f("Date: {d}   Time of referral: {t}\n", d=(c.d(c.today), "DATE"), t="%02d:%02d" % divmod(ref_min, 60))
    n.f("Referring unit: {h}", h=(h1, "HOSPITAL"))
    if c.chance(0.5):
        n.f(", {w}", w=(c.ward(c.ch(["an", "lw"])), "HOSPITAL"))
    n.f("   Tel {t}   Fax {fx}\n", t=(c.phone("land"), "PHONE"), fx=(c.fax(), "FAX"))
    n.f("Receiving unit: {h}   Tel {t}\n", h=(h2, "HOSPITAL"), t=(c.ext(), "PHONE"))
    n.t("Referring clinician: ").add(clinician_line(c, reg)).t("\n")
    n.t("Accepting obstetrician: ").add(c.sig(cons, c.ch(["drf", "dr", "full_cred"])))
    n.t("   Accepting neonatologist: ").add(c.sig(neo, c.ch(["dr", "full_paren"]))).t("\n")
    if c.chance(0.7):
        n.f("Cot bureau / transfer ref: {r}\n", r=(c.acc("ref"), "IDNUM"))
    n.t("\nPATIENT\n")
    n.f("Name: {nm}   DOB: {dob}   Age: {a}\n", nm=c.nm(m.p, P, c.ch(["LFU", "full", "LF"])), dob=(c.d(m.dob), "DATE"),
        a=(str(m.age), "AGE"))
    if c.c == "UK":
        n.f("NHS No: {nhs}   Hosp No: {mrn}\n", nhs=(m.nhs, "MRN"), mrn=(m.mrn, "MRN"))
    elif c.ie:
        n.f("MRN: {mrn}\n", mrn=(m.mrn, "MRN"))
    else:
        n.f("MRN: {mrn}   Acct: {acc}   Ins: ", mrn=(m.mrn, "MRN"), acc=(c.acct(), "ACCOUNT"))
        n.add(insurer_piece(c)).f(" #{h}\n", h=(c.hp(), "HEALTHPLAN"))
    n.t("Address: ").add(c.addr()).t("\n")
    pa = partner(c, m)
    n.f("NOK: {nm} ({rel}) {t}\n", nm=c.nm(pa.p, F, "full"), rel=c.ch(["partner", "husband", "FOB"]), t=(c.phone("mob"), "PHONE"))
    n.f("\n{gp} at {g}\nReason: {r}\n", gp=gp_str(m), g=gest_str(c, m.gest, "plus"),
        r=c.ch(["PPROM, no NICU cot locally (<27/40)", "threatened preterm labour, fFN positive, cx 3 cm",
                "severe PET - escalation to tertiary MFM", "suspected placenta accreta spectrum for MDT delivery",
                "twin pregnancy TTTS stage II for laser", "capacity - unit closed to admissions", "APH, previa major"]))
    n.t("Meds given: " + c.ch(["Betamethasone 12 mg IM at 10:15 (dose 1 of 2); nifedipine 20 mg PO.",
                               "MgSO4 4 g IV loading over 20 min then 1 g/h; labetalol 200 mg PO.",
                               "Atosiban bolus 6.75 mg then infusion; steroids complete.",
                               "Benzylpenicillin 3 g IV; erythromycin 250 mg QDS."]) + "\n")
    n.t("Observations:\n")
    rows = []
    tmin = (ref_min - c.ri(60, 150)) % 1440
    for _ in range(c.ri(2, 4)):
        tmin = (tmin + c.ri(10, 50)) % 1440
        rows.append(["%02d:%02d" % divmod(tmin, 60), "%d/%d" % (c.ri(100, 170), c.ri(60, 110)), str(c.ri(70, 120)),
                     "%d" % c.ri(95, 100), "36.%d" % c.ri(4, 9), str(c.ri(0, 4))])
    table(n, ["Time", "BP", "HR", "SpO2", "Temp", "MEOWS"], rows, c.ch(["aligned", "pipe", "csv"]), indent="  ")
    n.t("\nTRANSPORT\n")
    mode = c.ri(0, 2)
    if mode == 2 and c.us:
        n.f("Air transport: rotor-wing, aircraft reg {r}\n", r=(c.ch(["N", "N"]) + c.dig(3) + c.let(2), "VEHICLE"))
    elif mode == 1:
        n.f("Ambulance {cs}, vehicle reg {r}\n", cs=c.ch(["(999 crew)", "(HCP request)", "(dedicated transfer)", "(ALS unit)"]),
            r=(c.plate(), "VEHICLE"))
    else:
        n.f("Vehicle {r} - fleet no. {fl}\n", r=(c.plate(), "VEHICLE"), fl=(c.dig(4), "VEHICLE"))
    n.t("Crew: ").add(c.nm(para, D, c.ch(["full", "il"]))).t(c.ch([" (paramedic)", " (EMT)", ", paramedic"]))
    n.t("   Escorting midwife: ").add(c.sig(mw, c.ch(["full_cred", "full", "il_cred"]))).f("  mob {p}\n", p=(c.phone("mob"), "PHONE"))
    dep = (ref_min + c.ri(45, 120)) % 1440
    arr = (dep + c.ri(20, 110)) % 1440
    n.f("Departed {t1}, arrived {t2}. Handed over to ", t1="%02d:%02d" % divmod(dep, 60), t2="%02d:%02d" % divmod(arr, 60))
    n.add(c.sig(c.staff("mw"), c.ch(["full", "full_cred"]))).f(" on {w}.\n", w=c.ch([[(c.ward("lw"), "HOSPITAL")], ["delivery suite"], ["L&D triage"]]))
    br = c.chance(0.5)
    n.t("Sent with: handheld notes, CTG, drug chart, G&S sample " + ("(" if br else "no. "))
    n.f("{s}", s=(c.acc("lab"), "IDNUM")).t((")." if br else ".") + "\n")
    if c.chance(0.5):
        n.f("Images available: {u}\n", u=(c.url(), "URL"))
    n.add(sign_off(c, reg, lic=c.chance(0.5))).t("\n")
    if c.chance(0.5):
        n.add(audit(c, reg)).t("\n")
    return n
