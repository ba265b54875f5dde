"""Genres: labour ward board export, postnatal ward handover, obstetric theatre list."""

from core import Note, table
from common import mother, partner, baby, gest_str, gp_str, audit, weight_str, art

P, D, F = "PATIENT", "DOCTOR", "FAMILY"

STATUS = ["Est labour 6cm", "IOL - Propess in", "IOL - prostin #2", "SROM, awaiting labour", "2nd stage",
          "Pushing since 13:10", "PN - awaiting transfer", "Cat 3 CS - starved", "Synto @ 12 mL/hr",
          "Epidural in situ, 8cm", "Latent phase", "ARM done 09:40", "Triage review", "PPH - on HDU chart",
          "For FBS", "Delivered - skin to skin", "Waterbirth planned", "TOLAC/VBAC, CTG cont", "APH - obs"]
STATUS_US = ["Active labor 6/90/-1", "IOL cytotec #3", "Pitocin 8 mu/min", "SROM clear 0300", "Complete/+2 pushing",
             "Epidural, 7/100/0", "Latent 3/50/-2", "PP recovery", "Cat II tracing - MD aware", "Rpt C/S 1400",
             "PreE w/ SF - Mag running", "Cervidil placed", "FB balloon in", "TOLAC, cont EFM"]


def _room(c):
    v = c.ri(0, 5)
    if v == 0:
        return ["LDR ", (c.uroom(1, 16), "LOCATION_OTHER")]
    if v == 1:
        return ["Rm ", (c.uroom(1, 16), "LOCATION_OTHER")]
    if v == 2 and not c.us:
        return ["Pool ", (c.uroom(1, 16), "LOCATION_OTHER")]
    return [(c.uroom(1, 16) if not c.us else c.uroom(200, 240), "LOCATION_OTHER")]


def _comment(c, m):
    k = c.ri(0, 9)
    if k == 0:
        pa = c.person("M" if c.chance(0.9) else "F", origin=m.p.origin)
        return [c.ch(["partner ", "BP: ", "husband ", "birth partner "]), (pa.first, F), c.ch([" present", " here", " on way"])]
    if k == 1:
        return ["interp " + c.ch(["Urdu", "Polish", "Somali", "Arabic", "Romanian", "Spanish", "Tigrinya"]) + " bkd"]
    if k == 2:
        return ["for Theatre ", (str(c.ri(1, 3)), "LOCATION_OTHER")]
    if k == 3:
        return ["mob ", (c.phone("mob"), "PHONE")]
    if k == 4:
        return ["GBS+ IVAB 4hrly"]
    if k == 5:
        return ["booked at ", (c.hospital(), "HOSPITAL")]
    if k == 6:
        return ["EBL 1.2L, Hb 84"]
    if k == 7:
        return ["aware: Dr ", (c.person(c.ch("FM")).last, D)]
    if k == 8:
        return ["DOB ", (c.d(m.dob, "num"), "DATE")]
    return [c.ch(["CTG normal", "BMI 42 - anaes r/v", "high BMI", "MEOWS 2", "", "VBAC", "Twins DCDA"])]


def board(c):
    n = Note()
    unit = c.ch([["L&D"], ["Labor & Delivery"], [(c.ward("lw"), "HOSPITAL")], ["OB tracking board"]] if c.us else
                [["Delivery Suite"], ["Labour Ward"], [(c.ward("lw"), "HOSPITAL")], ["Birth Centre"]])
    style = c.ch(["csv", "tsv", "pipe", "aligned", "md", "semi"])
    when = c.d(c.today, c.ch(["num", "iso", "dmy_mon"]))
    hm = "%02d:%02d" % (c.ri(0, 23), c.ri(0, 59))
    who = c.staff("mw")
    n.f("{h} - ", h=(c.hosp, "HOSPITAL")).add(unit)
    n.f(" board export {d} {t}\n", d=(when, "DATE"), t=hm)
    n.f("Exported by: {u}   Terminal: {ip}\n\n", u=(c.username(who), "USERNAME"), ip=(c.ip(), "IPADDR"))
    cols = c.ri(0, 2)
    rows = []
    k = c.ri(5, 11)
    if cols == 0:
        hdr = ["Room", "Patient", "Age", "G/P", "EGA" if c.us else "Gest", "MRN" if c.c != "UK" else "Hosp No",
               "RN" if c.us else "MW", "Provider" if c.us else "Obs", "Status", "Comments"]
    elif cols == 1:
        hdr = ["Rm", "Name", "Age", "Parity", "EGA" if c.us else "Gest", "ID", "RN" if c.us else "MW", "Status", "Updated by"]
    else:
        hdr = ["Bed", "Surname", "Init", "Age", "MRN" if c.us else "Hosp No", "Gest", "Risk", "RN" if c.us else "MW", "Notes", "Upd"]
    for _ in range(k):
        m = mother(c, gest=c.ri(34 * 7, 42 * 7))
        mw = c.staff("mw")
        mwc = c.ch([[(mw.first, D)], c.nm(mw, D, "ini"), [(mw.first[0] + ". " + mw.last, D)], [(mw.last, D)]])
        st = c.ch(STATUS_US if c.us else STATUS)
        g = gest_str(c, m.gest, c.ch(["plus", "tplus", "slash"]))
        if cols == 0:
            dr = c.staff("dr")
            drc = c.ch([["Dr ", (dr.last, D)], [(dr.last, D)], c.nm(dr, D, "ini"), ["-"]])
            rows.append([_room(c), c.nm(m.p, P, c.ch(["LF", "LFU", "full", "title_last", "lf"])),
                         [(str(m.age), "AGE")], gp_str(m), g, [(m.mrn, "MRN")], mwc, drc, st, _comment(c, m)])
        elif cols == 1:
            upd = [(c.username(mw), "USERNAME")] if c.chance(0.8) else ["system"]
            rows.append([_room(c), c.nm(m.p, P, c.ch(["LF", "LFU", "full", "lf"])), [(str(m.age), "AGE")],
                         gp_str(m), g, [(m.mrn if not c.chance(0.3) or c.c != "UK" else m.nhs, "MRN")], mwc, st, upd])
        else:
            rows.append([_room(c), [(m.p.last.upper(), P)], [(m.p.first[0], P)], [(str(m.age), "AGE")],
                         [(m.mrn, "MRN")], g, c.ch(["LR", "HR", "HR - PET", "HR - GDM", "LR (MLU)", "HR - prev CS"]),
                         mwc, _comment(c, m), [(c.username(mw), "USERNAME")]])
    table(n, hdr, rows, style)
    n.t("\n")
    co = c.staff("mw")
    n.f(("Charge RN" if c.us else "Coordinator") + ": {nm}  ext {ph}\n", nm=c.sig(co, c.ch(["full", "il", "full_cred"])), ph=(c.dig(4), "PHONE"))
    reg = c.staff("dr")
    an = c.staff("an")
    n.f(("OB hospitalist" if c.us else "Obs reg") + ": {r} {pw} {b} | " + ("Anesthesia" if c.us else "Anaes") + ": {a} {pw} {b2}\n", pw=c.pager_word(), r=c.sig(reg, c.ch(["dr", "drf", "full_paren"])),
        b=(c.bleep(), "PHONE"), a=c.sig(an, c.ch(["dr", "full_paren"])), b2=(c.bleep(), "PHONE"))
    if c.chance(0.6):
        n.t("RNs on: " if c.us else "Midwives on: ")
        for i in range(c.ri(3, 6)):
            if i:
                n.t(", ")
            s = c.staff("mw")
            n.add(c.nm(s, D, c.ch(["first", "full", "il"])))
        n.t("\n")
    L = "LOCATION_OTHER"
    tn = (str(c.ri(1, 3)), L)
    if c.us:
        n.add(c.ch([["Census %d/18. NICU: %d beds. OR " % (c.ri(8, 18), c.ri(0, 4)), tn, " down for cleaning.\n"],
                    ["Triage: %d waiting. %d inductions scheduled 20:00.\n" % (c.ri(0, 6), c.ri(1, 4))],
                    ["Rm ", (str(c.ri(200, 240)), L), " closed (terminal clean).\n"]]))
    else:
        n.add(c.ch([["Beds %d/12. NNU: %d ITU cots, 1 SC cot. Theatre " % (c.ri(5, 12), c.ri(0, 3)), tn, " closed for cleaning.\n"],
                    ["Escalation: OPEL %d. %d IOLs waiting. HDU 1/2.\n" % (c.ri(1, 4), c.ri(0, 6))],
                    ["Acuity: red at 14:00 (BirthRate+). 2 MWs short.\n"],
                    ["Triage: %d waiting, longest %d min.\n" % (c.ri(0, 7), c.ri(10, 180))],
                    ["Room ", (str(c.ri(1, 14)), L), " out of use (pool leak).\n"]]))
    return n


def handover(c):
    n = Note()
    ward = c.ward("pn")
    n.f("{w} - {h}\n", w=(ward, "HOSPITAL"), h=(c.hosp, "HOSPITAL"))
    shift = c.ch(["Day", "Night", "Long day", "AM", "PM"])
    giver, taker = c.staff("mw"), c.staff("mw")
    n.f("{s} handover {d}  - given by {a}, received by {b}\n", s=shift, d=(c.d(c.today, c.ch(["num", "wk", "d_mon_y"])), "DATE"),
        a=c.sig(giver, c.ch(["full", "il", "last"])), b=c.sig(taker, c.ch(["full", "il", "last"])))
    n.t("-" * 60 + "\n")
    bullet = c.ch(["- ", "* ", "", "> "])
    k = c.ri(4, 8)
    bay = c.ri(1, 4)
    for i in range(k):
        m = mother(c, gest=c.ri(36 * 7, 41 * 7))
        b = baby(c, m)
        dd = c.days(-3, 0)
        if i % 3 == 0 and c.chance(0.6) and not c.us:
            n.f("\nBay {b}\n", b=(str(bay), "LOCATION_OTHER"))
            bay += 1
        lab = c.ch(["Rm ", "Room ", "Rm "]) if c.us else c.ch(["Bed ", "Bed ", "B", "SR ", "Side room "])
        n.f("{bl}{lab}{bed} ", bl=bullet, lab=lab, bed=(c.uroom(1, 28), "LOCATION_OTHER"))
        n.add(c.nm(m.p, P, c.ch(["title_last", "LF", "full", "LFU", "title_full"])))
        n.f(" ({a}) ", a=(str(m.age), "AGE"))
        if c.chance(0.4):
            n.f("{mrn} ", mrn=(m.mrn, "MRN"))
        mode = c.ch(["SVD", "SVD", "EMCS cat 2", "ElCS", "Ventouse", "Kiwi", "NBFD", "SVD (waterbirth)", "LSCS cat 3"])
        n.f("P{p} {mode} {dd} @ {t}", p=m.para + 1, mode=mode, dd=(c.d(dd, c.ch(["dm", "dm", "wk", "num"])), "DATE"),
            t="%02d:%02d" % (c.ri(0, 23), c.ri(0, 59)))
        n.t(c.ch([", EBL %d mL" % c.ri(200, 1800), ", 2nd degree tear sutured", ", intact perineum", ", 3b tear - OASI bundle",
                  ", PPH %d" % c.ri(1000, 2200)]))
        n.t(". Baby")
        if c.chance(0.6):
            n.t(" boy" if b.sex == "M" else " girl")
        if c.chance(0.65):
            n.f(' "{nm}"', nm=(b.first, F))
        n.f(" {w} {fd}", w=weight_str(c, b.weight), fd=c.ch(["BF", "FF", "mixed", "EBM + formula top-ups", "BF - latching well"]))
        n.t(c.ch([", TcB 9.8 @ 30h", ", 48h obs for GBS", ", EOS calc 0.3 - vitals q4", "", "", ", circ consent signed",
                  ", CCHD passed"]) if c.us else
            c.ch([", on NEWTT obs", ", SBR due 18:00", ", 24h obs for GBS", ", abx 36h (sepsis calc)", "", "", ", BCG consent"]))
        n.t(". ")
        k2 = c.ri(0, 7)
        if k2 == 0:
            pa = partner(c, m)
            n.f("Partner {p} staying overnight ({t}). ", p=c.nm(pa.p, F, c.ch(["first", "full"])), t=(c.phone("mob"), "PHONE"))
        elif k2 == 1:
            dr = c.staff("dr")
            n.f("R/v by {d} this AM - {x}. ", d=c.sig(dr, c.ch(["dr", "dri"])),
                x=c.ch(["Hb 78, for IV iron", "BP 152/98, labetalol started", "wound ok", "fit for d/c"]))
        elif k2 == 2:
            neo = c.staff("neo")
            n.f(("Peds exam by" if c.us else "NIPE done by") + " {d}, {x}. ", d=c.sig(neo, c.ch(["full", "dr", "il_cred"])),
                x=c.ch(["normal", "soft murmur - echo booked", "hips for USS at 6/52", "undescended L testis"]))
        elif k2 == 3:
            n.f("For d/c {d} if {x}. ", d=(c.d(c.days(0, 2), c.ch(["wday", "wd3", "dm"])), "DATE"),
                x=c.ch(["SBR ok", "feeding established", "BP settles", "bloods back"]))
        elif k2 == 4:
            n.f("Home address changed - now at {a}. ", a=c.addr())
        elif k2 == 5:
            n.f("Safeguarding: {x}", x=c.ch(["CP plan, SW ", "known to CSC, SW ", "pre-birth plan - SW "]))
            sw = c.staff("mw")
            n.add(c.nm(sw, D, c.ch(["full", "first"]))).f(" {t}. ", t=(c.phone(), "PHONE"))
        elif k2 == 6:
            n.f("Transfer from {h} overnight. ", h=(c.hospital(), "HOSPITAL"))
        n.t(c.ch(["VTE: LMWH 40 mg od. ", "PCA obs. ", "Catheter out 06:00, PU'd. ", "Anti-D given. ", "", "MEOWS 0-1. "]))
        n.t("\n")
    n.t("\n")
    n.t(c.ch(["Jobs: ", "Outstanding: ", "To do: "]))
    L = "LOCATION_OTHER"
    b1, b2 = (str(c.ri(1, 28)), L), (str(c.ri(1, 28)), L)
    if c.us:
        n.add(c.ch([["hearing screens x2, 2 d/c pending peds, Rhogam for rm ", b1, ". "],
                    ["birth certs x3 to clerk, CCHD rm ", b1, ", bili at 02:00. "]]))
    else:
        n.add(c.ch([["chase SBR bed ", b1, ", TTO for bed ", b2, ", BCG clinic list. "],
                    ["NIPE x3 outstanding, 2 discharges pending pharmacy. "],
                    ["hearing screens x2, fridge temp check, CD check. "]]))
    n.f("Ward phone {p}.\n", p=(c.ext() if c.chance(0.5) else c.phone("land"), "PHONE"))
    if c.chance(0.5):
        n.add(audit(c, giver)).t("\n")
    return n


PROCS_UK = [("El LSCS", "breech"), ("El LSCS", "2 x previous CS"), ("El LSCS", "maternal request"),
            ("El LSCS", "placenta praevia (minor)"), ("Cat 3 LSCS", "failed IOL"), ("MROP", "retained placenta"),
            ("EUA + repair", "3c tear"), ("Cervical cerclage", "short cervix 18 mm"), ("ERPC", "RPOC"),
            ("El LSCS + BTL", "request, counselled"), ("ECV", "breech - in theatre")]
PROCS_US = [("Repeat C/S (59510)", "prior LTCS x2"), ("Primary C/S", "breech"), ("C/S + BTL (58611)", "desires sterilization"),
            ("Cerclage (59320)", "hx PTB"), ("D&C (59160)", "retained POC"), ("Repair 4th degree", "OASIS"),
            ("ECV (59412)", "breech at 37w")]


def theatre(c):
    n = Note()
    th = str(c.ri(1, 4))
    d = c.today
    cons, an, scrub, odp = c.staff("dr"), c.staff("an"), c.staff("mw"), c.staff("hca")
    if c.us:
        n.f("{h} - Labor & Delivery OR Schedule\n", h=(c.hosp, "HOSPITAL"))
        n.f("Date: {d}    OR {t}    Block: OB\n", d=(c.d(d, c.ch(["num", "wk_long", "d_mon_y"])), "DATE"), t=(th, "LOCATION_OTHER"))
    else:
        n.f("OBSTETRIC THEATRE LIST - {h}\n", h=(c.hosp, "HOSPITAL"))
        n.f("Date: {d}    Theatre: {t}    Session: {s}\n", d=(c.d(d, c.ch(["num", "wk_long", "d_mon_y", "long"])), "DATE"),
            t=(th, "LOCATION_OTHER"), s=c.ch(["AM elective CS list", "All day", "PM - elective", "Emergency theatre"]))
    n.t("Surgeon: " if c.us else "Consultant: ").add(c.sig(cons, c.ch(["drf", "dr", "full_cred"])))
    n.t("   Anaesthetist: " if not c.us else "   Anesthesia: ").add(c.sig(an, c.ch(["dr", "drf", "full_paren"])))
    n.f(" {pw} {b}\n", pw=c.pager_word(), b=(c.bleep(), "PHONE"))
    n.t("Scrub: ").add(c.nm(scrub, D, c.ch(["full", "il", "first"])))
    n.t("   ODP: " if not c.us else "   Circulator: ").add(c.nm(odp, D, c.ch(["full", "il"])))
    if c.chance(0.5):
        st = c.staff("dr")
        n.t("   Assist: ").add(c.sig(st, c.ch(["dr", "full_paren"])))
    n.t("\n\n")
    rows = []
    k = c.ri(3, 7)
    us = c.us
    for i in range(k):
        m = mother(c, gest=c.ri(37 * 7, 39 * 7 + 3))
        proc, ind = c.ch(PROCS_US if us else PROCS_UK)
        ward = c.ch([[(c.ward(), "HOSPITAL")], ["DS"], ["ANW"], ["Day unit"]]) if not us else [("%d" % c.ri(300, 360), "LOCATION_OTHER")]
        if us:
            rows.append([str(i + 1), "%02d:%02d" % (7 + i, c.ch([0, 30])), [(c.acc("order"), "IDNUM")],
                         c.nm(m.p, P, c.ch(["LFU", "LF", "lf"])), [(str(m.age), "AGE")], [(m.mrn, "MRN")],
                         [(c.acct(), "ACCOUNT")], proc, ind, c.ch(["NKDA", "PCN (rash)", "latex", "sulfa"]), ward])
        else:
            rows.append([str(i + 1), c.nm(m.p, P, c.ch(["LFU", "LF", "full", "title_last"])), [(str(m.age), "AGE")],
                         [(m.mrn if c.chance(0.7) else m.nhs, "MRN")], gest_str(c, m.gest, "plus"), proc, ind,
                         c.ch(["NKDA", "penicillin", "latex", "codeine", "nil known"]), ward,
                         c.ch(["G&S x2 valid", "BMI 44 - 2 anaes", "Hb 96", "Jehovah's Witness - cell salvage",
                               "Interpreter (%s) 08:00" % c.ch(["Urdu", "Polish", "Arabic"]), "MRSA neg", "Steroids given"])])
    if us:
        hdr = ["#", "Time", "Case #", "Patient", "Age", "MRN", "FIN", "Procedure", "Dx", "Allergy", "Rm"]
    else:
        hdr = ["#", "Name", "Age", "Hosp No", "Gest", "Procedure", "Indication", "Allergies", "From", "Comments"]
    table(n, hdr, rows, c.ch(["pipe", "aligned", "md", "tsv"]))
    n.t("\n")
    n.t(c.ch(["WHO Team brief 08:15 - all present. ", "Team brief done. ", "Huddle 07:55. "]))
    n.add(c.ch([["Spinal for all. Cell salvage available. "],
                [("OR " if us else "Theatre "), (str(c.ri(1, 4)), "LOCATION_OTHER"), " for emergencies; 2nd on-call anaes aware. "],
                ["Post-op to recovery then ward. "], ["Baby checks by paeds SHO in theatre. " if not us else "Peds present for deliveries. "]]))
    if c.chance(0.6):
        pn = c.staff("neo")
        n.t("Paeds: ").add(c.sig(pn, c.ch(["dr", "full_paren"]))).f(" {pw} {b}. ", pw=c.pager_word(), b=(c.bleep(), "PHONE"))
    if c.chance(0.5):
        n.f("Changes to list: phone {p}.", p=(c.ext(), "PHONE"))
    n.t("\n")
    if c.chance(0.7):
        n.add(audit(c, odp)).t("\n")
    return n
