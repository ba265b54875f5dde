"""Genres: neonatal unit admission note, newborn screening log. The baby is the patient;
parents are family."""

import datetime as dt

from core import Note, table
from common import WT_ANCHORS, interp, mother, partner, baby, gest_str, gp_str, audit, weight_str, sign_off, insurer_piece, \
    clinician_line, age_words, art

P, D, F = "PATIENT", "DOCTOR", "FAMILY"


def baby_name(c, b, m, style=None):
    sx = "Girl" if b.sex == "F" else "Boy"
    style = style or c.ch(["bsl", "sl", "lbs", "bof", "full", "bl"])
    if style == "bsl":
        return ["Baby " + sx + " ", (b.last.upper() if c.chance(0.5) else b.last, P)]
    if style == "sl":
        return [sx.upper() + " ", (b.last.upper(), P)]
    if style == "lbs":
        return [(b.last.upper(), P), ", Baby " + sx]
    if style == "bof":
        return ["Baby of ", (m.p.full, F)]
    if style == "bl":
        return ["Baby ", (b.last, P)]
    return [(b.full, P)]


def neonatal_admission(c):
    n = Note()
    gest = c.wpick([(c.ri(23 * 7, 31 * 7), 4), (c.ri(32 * 7, 36 * 7), 3), (c.ri(37 * 7, 41 * 7), 3)])
    m = mother(c, gest=gest)
    pa = partner(c, m)
    b = baby(c, m, surname=pa.p.last if c.chance(0.3) else None)
    w = int(interp(WT_ANCHORS, gest / 7.0) * c.ri(70, 125) / 100.0)
    neo, cons, nn = c.staff("neo"), c.staff("neo"), c.staff("nn")
    dob = c.today
    unit = c.ch([[(c.ward("neo"), "HOSPITAL")], ["NICU"], ["Level III NICU"]] if c.us else
                [[(c.ward("neo"), "HOSPITAL")], ["NNU"], ["SCBU"], ["NICU"], ["Neonatal Unit"]])
    us = c.us
    n.add([(c.hosp, "HOSPITAL"), " - "]).add(unit).t("\n")
    n.t(c.ch(["NEONATAL ADMISSION NOTE\n", "Admission to neonatal unit - medical clerking\n", "NICU ADMISSION H&P\n"]))
    n.t("Name: ").add(baby_name(c, b, m)).t("\n")
    if c.c == "UK":
        n.f("NHS No: {a}   Hosp No: {b}\n", a=(c.nhs(), "MRN"), b=(c.hospno(), "MRN"))
    else:
        n.f("MRN: {a}", a=(c.hospno(), "MRN"))
        if us:
            n.f("   FIN: {f}   Payer: ", f=(c.acct(), "ACCOUNT")).add(insurer_piece(c)).f(" {h}", h=(c.hp(), "HEALTHPLAN"))
        n.t("\n")
    bmin = c.ri(0, 1439)
    n.f("DOB: {d} at {t}   Sex: {s}   GA at birth: {g}   BW: {w}\n", d=(c.d(dob, c.ch([c.ds, "num"])), "DATE"),
        t="%02d:%02d" % divmod(bmin, 60), s=b.sex, g=gest_str(c, gest, "plus"), w=weight_str(c, w))
    amin = bmin + c.ri(10, 240)
    adate = dob + dt.timedelta(days=amin // 1440)
    n.f("Admitted: {d} {t} {fr}   Cot {cot}", d=(c.d(adate, c.ch(["dm", c.ds])), "DATE"),
        t="%02d:%02d" % divmod(amin % 1440, 60),
        fr=c.ch([["from L&D" if us else "from delivery suite"], ["from theatre" if not us else "from OR"],
                 ["from Mother-Baby" if us else "from postnatal ward"], ["via ED"], ["ex-utero transfer from ", (c.hospital(), "HOSPITAL")]]),
        cot=(str(c.ri(1, 24)), "LOCATION_OTHER"))
    if c.chance(0.6):
        n.f("   Incubator SN {sn}", sn=(c.device(c.ch(["sn", "asset"])), "DEVICE"))
    n.t("\n")
    n.t("Consultant: ").add(c.sig(cons, c.ch(["dr", "drf"]))).t("   Admitted by: ").add(c.sig(neo, c.ch(["full_paren", "il_cred", "dr"])))
    n.t("   Nurse: ").add(c.nm(nn, D, c.ch(["full", "first", "il"]))).t("\n\n")
    n.t("MATERNAL HISTORY\n")
    n.f("Mother: {nm}, {a} yrs, {gp}, MRN {mrn}. ", nm=c.nm(m.p, F, c.ch(["full", "fml", "LF"])), a=(str(m.age), "AGE"),
        gp=gp_str(m), mrn=(m.mrn, "MRN"))
    n.t("Blood group " + c.ch(["O pos", "A neg - anti-D at 28/40", "B pos", "O neg, antibody screen neg"]) + ". ")
    n.t("Serology: HIV/HepB/syphilis neg, rubella " + c.ch(["immune", "non-immune"]) + ". ")
    n.t(c.ch(["GBS unknown. ", "GBS positive (urine) - IAP >4h. ", "GBS neg. "]))
    if gest < 34 * 7:
        n.f("Antenatal steroids: {x}", x=c.ch(["complete course, last dose ", "1 dose only, given ", "2 doses, 2nd on "]))
        n.f("{d}. MgSO4: {mg}. ", d=(c.d(dob - dt.timedelta(days=c.ri(0, 3)), c.ch(["dm", "num", "wk"])), "DATE"),
            mg=c.ch(["yes", "given 4 h pre-delivery", "not given"]))
    n.t(c.ch(["ROM 18 h, maternal temp 38.2 - IV abx. ", "ROM at delivery. ", "PPROM at 26/40, oligohydramnios. ",
              "Maternal PET on labetalol. ", "Maternal insulin-treated GDM. "]))
    if c.chance(0.6):
        n.f("Mother booked at {h}", h=(c.hospital(), "HOSPITAL"))
        n.f(", lives at ").add(c.addr()).t(". ")
    n.t("\n")
    rel = "Father" if pa.p.sex == "M" else "Co-parent"
    n.f("{r}: {nm}", r=rel, nm=c.nm(pa.p, F, c.ch(["full", "first"])))
    if c.chance(0.6):
        job = c.prof()
        n.f(", works as {ar} {j}", ar=art(job), j=(job, "PROFESSION"))
    n.f(". Contact {p}", p=(c.phone("mob"), "PHONE"))
    if c.chance(0.4):
        n.f(" / {e}", e=(c.email(pa.p), "EMAIL"))
    n.t(".\n\n")
    n.t("BIRTH AND RESUSCITATION\n")
    n.t(c.ch(["Cat 1 LSCS for pathological CTG", "SVD", "Breech vaginal delivery", "Forceps", "EMCS under GA",
              "Precipitous BBA in car park"]) + ". ")
    n.f("Apgars {a}, {b5}, {c10}. ", a=c.ri(1, 8), b5=c.ri(3, 9), c10=c.ri(6, 10))
    n.t(c.ch(["Delayed cord clamping 60 s. ", "Cord milked. ", "Immediate cord clamping (abruption). "]))
    n.t("Resus led by ").add(c.sig(c.staff("neo"), c.ch(["dr", "full_paren", "il_cred"])))
    n.t(c.ch([": 5 inflation breaths, HR >100 by 2 min, CPAP 6 via mask, FiO2 0.30. ",
              ": dried, stimulated, no further resus. ", ": intubated (3.0 ETT at 8 cm), Curosurf 200 mg/kg at 40 min. ",
              ": IPPV 2 min, HR responded, CPAP. "]))
    n.f("Cord gas pH 7.{ph}, BE -{be} (specimen {s}).\n\n", ph="%02d" % c.ri(5, 33), be=c.ri(2, 16), s=(c.acc("lab"), "IDNUM"))
    n.t("EXAMINATION\n")
    n.f("T {t} C, HR {hr}, RR {rr}, SpO2 {sp}% in {fi}% O2, mean BP {bp}, BM {bm} mmol/L.\n", t="%.1f" % (c.ri(352, 375) / 10.0),
        hr=c.ri(120, 180), rr=c.ri(35, 80), sp=c.ri(88, 99), fi=c.ri(21, 45), bp=c.ri(24, 48), bm="%.1f" % (c.ri(14, 60) / 10.0))
    n.t(c.ch(["Mild recession, grunting. Fontanelle soft. Palate intact. Hips stable (Barlow/Ortolani neg).",
              "Well perfused, CRT 2 s. Red reflex bilat. Femorals palpable. Spine intact.",
              "Bruised face (face presentation). Normal tone. No dysmorphism.",
              "Subcostal recession, Silverman 4. Abdomen soft. Anus patent."]) + "\n\n")
    n.t("IMPRESSION: " + c.ch(["Prematurity, RDS", "Suspected early-onset sepsis", "HIE - for cooling assessment (TOBY criteria)",
                               "Hypoglycaemia, IDM", "TTN", "Low birth weight, poor feeding"]) + "\n")
    n.t("PLAN:\n")
    blc = c.ch(["- ", "* ", "num"])
    cnt = [0]

    def nb():
        cnt[0] += 1
        return "%d) " % cnt[0] if blc == "num" else blc
    n.f("{b}Blood culture (lab no. {s}), CRP, FBC; " + ("ampicillin + gentamicin per EOS calculator" if us else "IV benzylpenicillin + gentamicin per NICE NG195") + "\n", b=nb(), s=(c.acc("lab"), "IDNUM"))
    n.f("{b}UVC/UAC - X-ray to confirm position; TPN via pharmacy order {o}\n", b=nb(), o=(c.acc("order"), "IDNUM"))
    n.f("{b}Cranial USS {d}\n", b=nb(), d=(c.d(dob + dt.timedelta(days=c.ri(1, 3)), c.ch(["wk", "dm", "wday"])), "DATE"))
    if c.chance(0.5):
        if us:
            n.f("{b}Hearing, CCHD and state newborn screen per protocol; Hep B #1; mother born in ", b=nb())
        else:
            n.f("{b}Hearing screen and blood spot per protocol; BCG - maternal country of birth ", b=nb())
        n.add(c.country_of(m.origin)).t("\n")
    n.f("{b}Parents updated by ", b=nb()).add(c.sig(neo, c.ch(["dr", "il", "full"])))
    n.f(" at {t} - ", t="%02d:%02d" % divmod((amin + c.ri(30, 180)) % 1440, 60))
    n.add(c.nm(m.p, F, "first")).t(" on ").add(c.ch([[(c.ward("pn"), "HOSPITAL")], ["L&D recovery" if us else "HDU"],
                                                      ["Mother-Baby" if us else "the postnatal ward"]]))
    if c.chance(0.6):
        n.f(", bed {b}", b=(str(c.ri(1, 30)), "LOCATION_OTHER"))
    n.t(". ")
    if c.chance(0.5):
        n.f("Parent video-update account set up: {u} (login {l}).", u=(c.url(), "URL"), l=(c.username(pa.p), "USERNAME"))
    elif c.chance(0.5):
        n.f("Parking permit issued for parents' car {v}.", v=(c.plate(), "VEHICLE"))
    n.t("\n\n")
    n.add(sign_off(c, neo, lic=c.chance(0.5))).f("   {d} {t}\n", d=(c.d(dob), "DATE"), t="%02d:%02d" % (c.ri(0, 23), c.ri(0, 59)))
    if c.chance(0.5):
        n.add(audit(c, neo)).t("\n")
    return n


RESULTS = ["Sent", "Sent", "Sent - 1st class", "Repeat: insufficient", "Repeat: CF IRT borderline",
           "Repeat: transfused <72h", "Sent (pre-transfusion)", "Declined - CF only", "Result: not suspected",
           "Result: CHT suspected - referred", "Awaiting"]
RESULTS_US = ["Collected", "Repeat - unsat (clotted)", "In transit", "Normal", "Abnormal - SCD trait, FYI", "Repeat <24h",
              "Refused (religious)", "Pending"]


def screening_log(c):
    n = Note()
    us = c.us
    kind = c.ch(["bloodspot", "bloodspot", "hearing", "mixed"])
    n.f("{h}\n", h=(c.hosp, "HOSPITAL"))
    if kind == "hearing":
        n.t(c.ch(["NEWBORN HEARING SCREENING - daily log\n", "NHSP screener log (AOAE/AABR)\n", "Hearing screen worklist\n"]))
    else:
        n.t(c.ch(["Newborn blood spot - sample dispatch log\n", "NBS CARD LOG\n", "Newborn screening (heel prick) register\n",
                  "Newborn Screen Collection Log\n"]))
    d0 = c.today
    n.f("Period: {a} to {b}", a=(c.d(d0 - dt.timedelta(days=c.ri(3, 5))), "DATE"), b=(c.d(d0), "DATE"))
    n.t("   Location: ").add(c.ch([[(c.ward("pn"), "HOSPITAL")], ["community"], ["postnatal ward"], ["NNU"]])).t("\n")
    if c.chance(0.6):
        who = c.staff("mw")
        n.f("Exported by {u} from {ip}\n", u=(c.username(who), "USERNAME"), ip=(c.ip(), "IPADDR"))
    n.t("\n")
    rows = []
    k = c.ri(5, 12)
    for _ in range(k):
        m = mother(c, gest=c.ri(36 * 7, 41 * 7))
        b = baby(c, m)
        sd0 = d0 - dt.timedelta(days=c.ri(0, 3))
        bd = sd0 - dt.timedelta(days=c.ri(4, 7) if not us else c.ri(1, 2))
        scr = c.staff(c.ch(["mw", "hca"]))
        scr_c = c.ch([c.nm(scr, D, "ini"), [(scr.first[0] + " " + scr.last, D)], [(scr.last, D)], [(c.username(scr), "USERNAME")]])
        nm = c.ch([[(b.last.upper(), P)], [(b.last.upper() + ", " + b.first, P)], ["Baby ", (b.last, P)], [(b.full, P)]])
        if kind == "hearing":
            rows.append([nm, [(c.nhs() if c.c == "UK" else c.hospno(), "MRN")], [(c.d(bd, c.ch(["num", "iso"])), "DATE")],
                         c.ch(["AOAE", "AOAE x2", "AABR"]), c.ch(["CR both", "NCR R - AABR", "CR L / NCR R", "CR both", "Missed"]),
                         [(c.device("sn"), "DEVICE")], scr_c])
            continue
        sd = sd0
        age_h = (sd - bd).days * 24 + c.ri(-8, 8)
        age_c = [(str(age_h), "AGE")] if us else [(str((sd - bd).days), "AGE")]
        card = [(c.acc("card"), "IDNUM")]
        res = c.ch(RESULTS_US if us else RESULTS)
        mum = [(m.p.last + ", " + m.p.first, F)] if c.chance(0.6) else [(m.p.full, F)]
        if us:
            rows.append([card, nm, [(c.hospno(), "MRN")], [(c.d(bd, "num"), "DATE")], [(c.d(sd, "num"), "DATE")], age_c,
                         mum, scr_c, res])
        else:
            row = [card, nm, [(c.nhs() if c.c == "UK" else c.hospno(), "MRN")], [(c.d(bd, c.ch(["num", "num2"])), "DATE")],
                   [(c.d(sd, c.ch(["num", "num2"])), "DATE")], age_c, mum, scr_c]
            if kind == "mixed":
                row.append([(c.gp(), "HOSPITAL")])
            row.append(res)
            rows.append(row)
    if kind == "hearing":
        hdr = ["Baby", "NHS No" if c.c == "UK" else "MRN", "DOB", "Test", "Outcome", "Screener SN", "By"]
    elif us:
        hdr = ["Kit #", "Infant", "MRN", "DOB", "Collected", "Age (h)", "Mother", "By", "Status"]
    else:
        hdr = ["Card no.", "Baby", "NHS No" if c.c == "UK" else "MRN", "DOB", "Sampled", "Age (d)", "Mother", "By"]
        if kind == "mixed":
            hdr.append("GP")
        hdr.append("Status")
    table(n, hdr, rows, c.ch(["csv", "tsv", "pipe", "aligned", "md"]))
    n.t("\n")
    if kind != "hearing":
        n.f("Courier collection {t}, tracking {tr}.\n", t="%02d:%02d" % (c.ri(9, 17), c.ri(0, 59)),
            tr=(c.ch(["TRK", "JD", "RM"]) + c.dig(9 if c.chance(0.5) else 11), "IDNUM"))
        n.t(c.ch(["Avoid repeat: cards must reach lab within 3 working days.\n",
                  "Lab: IRT/PKU/MSUD/MCADD/IVA/GA1/HCU/SCD/CHT panel.\n",
                  "Reminder - 4 circles, do not layer. Form v6.\n"]))
        if c.chance(0.5):
            lab = c.staff("hca")
            n.t("Lab liaison: ").add(c.nm(lab, D, "full")).f("  Tel {p}  Fax {fx}\n", p=(c.phone("land"), "PHONE"), fx=(c.fax(), "FAX"))
    else:
        n.t("Referrals to audiology: see NCR list. Equipment checks done 08:00 (probe tip calibration OK).\n")
        if c.chance(0.5):
            n.f("Audiology booking line {p}; results portal {u}\n", p=(c.phone("land"), "PHONE"), u=(c.url(), "URL"))
    if c.chance(0.4):
        n.f("Failsafe queries to {e}\n", e=(c.email(), "EMAIL"))
    return n
