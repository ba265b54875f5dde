"""Genres: infusion and drip chart; ICU bed and staffing board."""
import clinical as CL
import common as C
import pools as PL
from common import D, day
from phi import NB

ABBR = {"norepinephrine": "NE", "vasopressin": "vaso", "epinephrine": "epi", "propofol": "prop", "fentanyl": "fent",
        "midazolam": "midaz", "dexmedetomidine": "dex", "insulin regular": "insulin", "heparin": "hep",
        "nicardipine": "nicard", "cisatracurium": "cis", "dobutamine": "dobut", "amiodarone": "amio"}


def _ini(p, lower=False):
    v = p.first[0] + p.last[0]
    return (v.lower() if lower else v, "DOCTOR")


def infusion_chart(g, c):
    b = NB()
    st = c["staff"]
    s = c["scen"]
    cc = c["country"]
    d = c["today"]
    b.t(g.pick(["ICU CONTINUOUS INFUSION RECORD\n", "Drip / Titration Chart\n", "IV INFUSION FLOWSHEET - CRITICAL CARE\n",
                "Vasoactive & Sedation Infusion Log\n"]))
    b.emit(C.pt_header(g, c, g.pick([0, 1, 2, 3, 5])))
    b.f("Date {d}   Dosing wt {w} kg   Allergies: {al}\n", d=D(g, c, d, g.pick(["mdY", "iso", "wk_md", "dmony", "mdy"])),
        w=str(c["weight"]), al=c["allergy"])
    pump = g.pick(CL.PUMPS)
    b.f("Pump: {p} SN {sn}", p=pump, sn=(g.serial("pump"), "DEVICE"))
    if g.chance(0.5):
        b.f(" / module SN {sn2}", sn2=(g.serial("pump"), "DEVICE"))
    if g.chance(0.6):
        b.f("; EMR interop server {ip}", ip=(g.ip(), "IPADDR"))
    b.t("\n\n")
    drips = list(s["drips"])
    extra = g.sample(["dexmedetomidine", "fentanyl", "heparin", "insulin regular", "amiodarone", "furosemide", "ketamine"], g.ri(0, 2))
    for x in extra:
        if x not in drips:
            drips.append(x)
    if not drips:
        drips = ["dexmedetomidine"]
    rn1, rn2 = st["rn_day"], st["rn_night"]
    lower = g.chance(0.3)
    b.t("DRUG (conc)                          TIME   RATE     DOSE                 COMMENT              RN\n")
    for dn in drips:
        unit, vals = CL.DRIP_DOSE[dn]
        conc = CL.DRUG_CONC[dn]
        n = g.ri(2, 5)
        hrs = sorted(g.sample(list(range(0, 24)), n))
        for i, h in enumerate(hrs):
            label = ("%s (%s)" % (dn, conc))[:36] if i == 0 else ""
            dose = g.pick(vals)
            rate = CL.f1(g, 0.5, 45.0)
            cm = g.pick(["start" if i == 0 else "titr up, MAP 58", "titr down", "no change", "bolus 50 mcg" if dn == "fentanyl" else "per protocol",
                         "RASS -3, decr", "BG 212", "aPTT 48 - incr", "held 30 min for SAT", "new bag"])
            b.t("%-36s %02d%02d   %-8s %-20s %-20s " % (label, h, g.pick([0, 5, 10, 15, 30, 45]), rate + " mL/h",
                                                         "%s %s" % (dose, unit), cm))
            b.emit(_ini((rn1 if 7 <= h < 19 else rn2).p, lower))
            b.t("\n")
    b.t("\n")
    b.f("Bag labels: Rx# {r1}, exp {t}; ", r1=(g.idnum("order"), "IDNUM"), t=C.tm(g))
    b.f("pharmacy order {o}\n", o=(g.idnum("order"), "IDNUM"))
    b.t("Independent double check (high-alert): ")
    b.emit(C.staff(g, rn1, g.pick(["full_cred", "full"])))
    b.t(" / ")
    b.emit(C.staff(g, st["charge"], g.pick(["full_cred", "full"])))
    b.f(" at {t}\n", t=C.tm(g))
    if "fentanyl" in drips or "midazolam" in drips or "ketamine" in drips or g.chance(0.4):
        w = g.person()
        b.f("Controlled substance waste: fentanyl {x} mcg wasted, witness {n} ({u})\n", x=str(g.pick([50, 100, 250, 500])),
            n=(w.full(), "DOCTOR"), u=(g.username(w), "USERNAME"))
        if g.chance(0.6):
            b.f("ADC override via biometric login, ID {bio}\n", bio=(g.bioid(), "BIOID"))
        b.f("Prescriber: {dr}  DEA {dea}\n", dr=C.staff(g, st["att"], g.pick(["dr_full", "full_cred"])), dea=(g.dea(st["att"].p.last), "LICENSE"))
    b.f("Verified by {ph} at {t} ({u})\n", ph=C.staff(g, st["pharm"], "full_cred"), t=C.tm(g), u=(g.username(st["pharm"].p), "USERNAME"))
    if g.chance(0.5):
        b.f("Titration parameters per order #{o}: {x}\n", o=(g.idnum("order"), "IDNUM"),
            x=g.pick(["NE titr 0.02 q5min to MAP >=65, max 0.5", "prop titr 5 mcg/kg/min q10min to RASS goal",
                      "insulin per ICU protocol B", "heparin per nomogram, aPTT q6h"]))
    if g.chance(0.35):
        b.f("Line: {ln} (placed {d}), ports labeled\n", ln=g.pick(CL.LINES[:4]), d=D(g, c, c["adm"], "md"))
    if g.chance(0.35):
        b.emit(C.audit_footer(g, c, rn1))
    else:
        b.emit(["\n", *C.staff(g, rn1, "full_cred"), "  ", D(g, c, d, "md"), "\n"])
    return b


def _bed_pt(g, country):
    p = g.person()
    scen = g.pick(CL.SCEN)
    a0, a1 = scen["ages"]
    return p, g.ri(a0, a1), scen


def bed_board(g, c):
    b = NB()
    st = c["staff"]
    cc = c["country"]
    d = c["today"]
    lower_rows = g.chance(0.2)
    b.f("{h} - {u} BED BOARD / STAFFING   {d}  {sh}\n", h=(g.pick([c["hosp"], c["hosp_short"]]), "HOSPITAL"), u=c["icu"].upper(),
        d=D(g, c, d, g.pick(["mdY", "wk_md", "iso", "wk_long", "dmony"])), sh=g.pick(["DAYS 0700", "NIGHTS 1900", "0700-1900", "1900-0700"]))
    b.t("Charge RN: ")
    b.emit(C.staff(g, st["charge"], g.pick(["full", "full_cred"])))
    b.f("  ({ph})   Intensivist: ", ph=(g.phone(c["hosp_area"]), "PHONE"))
    b.emit(C.staff(g, st["att"], "dr_last"))
    b.f("  Fellow: {f} pgr {pg}\n", f=C.staff(g, st["fellow"], "dr_last"), pg=(g.pager(), "PHONE"))
    if g.chance(0.6):
        b.f("Unit desk {ph}  Fax {fx}  Email {em}\n", ph=(g.phone(c["hosp_area"]), "PHONE"), fx=(g.phone(c["hosp_area"]), "FAX"),
            em=(g.email(None), "EMAIL"))
    if g.chance(0.5):
        b.f("Board: {url}  (ws {ip})\n", url=(g.url(), "URL"), ip=(g.ip(), "IPADDR"))
    nbeds = g.ri(7, 13)
    rns = [g.person() for _ in range(max(3, nbeds // 2 + 1))]
    b.t("\nBED | PATIENT             | AGE/SEX | DX                         | VENT | GTTS          | RN        | NOTES\n")
    beds = sorted(g.sample(list(range(1, 25)), nbeds))
    main_bed = g.ri(0, nbeds - 1)
    for i, bn in enumerate(beds):
        if i == main_bed:
            p, age, scen = c["pt"], c["age"], c["scen"]
            sex = c["sex"]
        else:
            p, age, scen = _bed_pt(g, cc)
            sex = p.sex
        if g.chance(0.12) and i != main_bed:
            b.f("{bd:>3} | CLOSED / clean        |         |                            |      |               |           | {n}\n".replace("{bd:>3}", "{bd}"),
                bd=("%d" % bn, "LOCATION_OTHER"), n=g.pick(["EVS 1400", "broken headwall", "blocked - staffing"]))
            continue
        nm_style = g.pick(["bed", "bed", "LAST_FIRST", "last_first"])
        if nm_style == "bed":
            nm = "%s, %s." % (p.last.upper(), p.first[0])
        else:
            nm = g.pname(p, nm_style)
        if lower_rows:
            nm = nm.lower()
        b.s(str(bn), "LOCATION_OTHER")
        b.t(" " * (3 - len(str(bn))) + " | ")
        b.s(nm, "PATIENT")
        b.t(" " * max(1, 20 - len(nm)) + "| ")
        b.s(str(age), "AGE")
        b.t(sex + " " * max(1, 7 - len(str(age))) + "| ")
        dx = scen["dx"][:26]
        b.t("%-26s | %-4s | " % (dx, "Y" if scen["vent"] else g.pick(["N", "BiPAP", "HFNC"])))
        gt = ", ".join(ABBR.get(x, x.split()[0]) for x in scen["drips"][:2]) or "-"
        b.t("%-13s | " % gt[:13])
        rn = rns[i // 2 % len(rns)]
        rv = rn.first + " " + rn.last[0]
        b.s(rv, "DOCTOR")
        b.t(" " * max(1, 10 - len(rv)) + "| ")
        note = g.pick(["iso - contact", "transfer out to floor", "family mtg 1400", "DNR", "CRRT", "prone", "possible extubation",
                       "MRSA+", "1:1", "", "", "", "OR at 1300", "organ donor eval", "Spanish interp"])
        if note == "transfer out to floor" and g.chance(0.8):
            b.f("to {w}", w=(g.pick(PL.WARD_NAMES), "HOSPITAL"))
            if g.chance(0.5):
                b.f(" rm {rm}", rm=(str(g.ri(401, 1240)), "LOCATION_OTHER"))
        elif note == "family mtg 1400" and g.chance(0.5):
            f = g.person()
            b.f("fam mtg w {rel} {n}", rel=g.pick(["dtr", "son", "wife", "husb"]), n=(f.first, "FAMILY"))
        else:
            b.t(note)
        b.t("\n")
    b.t("\nPENDING ADMITS:\n")
    for _ in range(g.ri(1, 3)):
        p, age, scen = _bed_pt(g, cc)
        src = g.r.randrange(3)
        if src == 0:
            b.f("- ED bay {bay}: {n} {a}{sx}, {dx} - {dr} accepted\n", bay=(str(g.ri(1, 30)), "LOCATION_OTHER"),
                n=(g.pname(p, g.pick(["last_first", "full", "LAST_FIRST"])), "PATIENT"), a=(str(age), "AGE"), sx=p.sex, dx=scen["dx"],
                dr=C.staff(g, st["att"], "dr_last"))
        elif src == 1:
            b.f("- Transfer from {h}: {n}, {a}yo, {dx}; ETA {t} via {ems}\n", h=(g.pick(PL.HOSP_STEMS) + g.pick([" General", " Regional", " District Hospital"]), "HOSPITAL"),
                n=(g.pname(p, g.pick(["full", "last_first"])), "PATIENT"), a=(str(age), "AGE"), dx=scen["dx"], t=C.tm(g), ems=(g.pick(PL.EMS), "ORGANIZATION"))
        else:
            b.f("- PACU: {n} ({a} {sx}) post-op {x}, bed {bd} held\n", n=(g.pname(p, g.pick(["last_first", "full"])), "PATIENT"), a=(str(age), "AGE"),
                sx=p.sex, x=g.pick(["Whipple", "AAA repair", "craniotomy", "esophagectomy", "CABG"]), bd=(str(g.ri(1, 24)), "LOCATION_OTHER"))
    b.t("\nSTAFFING:\n")
    b.t("RN (%d): " % len(rns))
    for i, rn in enumerate(rns):
        if i:
            b.t(", ")
        b.s(rn.full() if g.chance(0.6) else rn.first + " " + rn.last[0] + ".", "DOCTOR")
    b.t("\n")
    if g.chance(0.6):
        fl = g.person()
        b.f("Float: {n} (from {w})   Sick call: {s}\n", n=(fl.full(), "DOCTOR"), w=(g.pick(PL.WARD_NAMES), "HOSPITAL"), s=(g.person().full(), "DOCTOR"))
    b.f("RT: {a}, {b2}   Pharm: {ph}   SW: {sw}\n", a=(st["rt"].p.full(), "DOCTOR"), b2=(g.person().first, "DOCTOR"),
        ph=C.staff(g, st["pharm"], "full"), sw=C.staff(g, st["sw"], "first_only"))
    if g.chance(0.5):
        b.f("Night intensivist: {dr} ({ph})\n", dr=C.staff(g, st["surg"], "dr_last"), ph=(g.phone(c["hosp_area"]), "PHONE"))
    b.f("Ratio {r}; {n} open beds; diversion status: {dv}\n", r=g.pick(["1:2", "1:1 x2, rest 1:2", "1:2 (1:3 x1 - escalated to NM)"]),
        n=str(g.ri(0, 4)), dv=g.pick(["open", "closed to transfers", "open"]))
    b.f("\nUpdated by {u} at {t}", u=(g.username(st["charge"].p if g.chance(0.6) else st["clerk"].p), "USERNAME"), t=C.tm(g))
    if g.chance(0.5):
        b.f(" from {ip}", ip=(g.ip(), "IPADDR"))
    b.t("\n")
    if g.chance(0.4):
        b.f("Unit clerk: {n} ext {ext}\n", n=C.staff(g, st["clerk"], "full"), ext=("55" + g.digits(2), "PHONE"))
    return b
