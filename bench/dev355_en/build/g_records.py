"""Genres: procedure record, machine run log, adverse reaction report."""
import case as K
import phi
import blocks as B
import g_extra
from phi import pick


def _params(c):
    r = c.r
    tbv = B.tbv(c)
    hct = r.randrange(24, 44)
    pv = int(tbv * (1 - hct / 100.0))
    return tbv, hct, pv


def procedure_record(c, d):
    r = c.r
    if r.random() < 0.3:
        return g_extra.procedure_note(c, d)
    tbv, hct, pv = _params(c)
    B.letterhead(c, d, pick(r, ["APHERESIS PROCEDURE RECORD - " + c.proc, "%s RUN SHEET" % B.proc_abbr(c).upper(),
                                "Nursing Procedure Record: " + K.PROC_NAME[c.proc]]))
    B.id_block(c, d)
    n_of = r.randrange(1, 6)
    d.w("Date: {dt}   Procedure {i} of {n}   Location: {u}, ", dt=c.D(c.d0), i=str(n_of), n=str(n_of + r.randrange(0, 5)), u=B.unit_name(c))
    d.put(B.loc(c, pick(r, [0, 1, 4])))
    d.t("\nOperator: ")
    B.nurse_sig(c, d, c.nurses[0])
    d.t("   Second check: ")
    d.put(c.N(c.nurses[1], "DOCTOR", pick(r, ["fi", "initials", "full"])))
    d.w("\nMedical cover: {dr}, ", dr=c.Dr(c.reg))
    d.put(B.bleep_piece(c))
    d.w("\nMachine: {m}  SN {sn}  (software {sw})   Kit REF {ref} lot {lot}\n", m=c.machine,
        sn=(phi.device_sn(r, "ecp" if c.proc == "ECP" else "optia"), "DEVICE"), sw=pick(r, ["11.3", "12.0.1", "15.1", "4.7"]),
        ref={"ECP": "CLX-" + pick(r, ["100", "200"]), "RCE": "10300", "PBSC": "10220", "MNC": "10220", "LDL": "LA-15"}.get(c.proc, "10310"), lot=phi.digits(r, 7))
    d.w("Access: {a}. Lumens aspirate/flush freely. Site clean, no erythema.\n", a=c.access)
    d.w("Pre-procedure: Wt {w} kg  Ht {h} cm  Hct {hct}%  TBV {tbv} mL (Nadler)  {vit}\n", w=str(c.weight), h=str(c.height),
        hct=str(hct), tbv=str(tbv), vit=B.vitals(r))
    if c.proc == "TPE":
        d.w("Prescription: {x} plasma volume exchange = {v} mL; replacement {f}; AC ratio {ac}:1; calcium gluconate 10% infusion per protocol\n",
            x=pick(r, ["1.0", "1.25", "1.5"]), v=str(pv), f=c.ind[4], ac=str(r.randrange(10, 16)))
    elif c.proc == "ECP":
        d.w("Prescription: treat {v} mL buffy coat; methoxsalen (UVADEX 20 ug/mL) {ml} mL; UVA dose 1.5 J/cm2\n",
            v=str(r.randrange(180, 320)), ml="%.1f" % (r.randrange(30, 70) / 10))
    elif c.proc == "RCE":
        d.w("Prescription: target Hct {t}%, FCR {f}%; {u} units HbS-neg red cells, {ag} (DINs: {d1}, {d2}, {d3} ...)\n",
            ag=pick(r, ["Rh (C, c, E, e) and Kell matched", "Rh/K matched, Fy(a-) Jk(b-)", "extended phenotype: Rh, Kell, Duffy, Kidd, MNS matched",
                        "Rh and K matched; anti-Jka on file"]), t=str(r.randrange(27, 33)),
            f=str(r.randrange(25, 35)), u=str(r.randrange(6, 11)), d1=(phi.din(r, c.d0.year), "IDNUM"), d2=(phi.din(r, c.d0.year), "IDNUM"), d3=(phi.din(r, c.d0.year), "IDNUM"))
    elif c.proc == "PBSC":
        d.w("Prescription: process {x} x TBV ({v} mL); pre-count CD34+ {cd} /uL; collect preference {cp}; inlet max {im} mL/min\n",
            x=pick(r, ["3", "3.5", "4"]), v=str(tbv * 3), cd=str(r.randrange(8, 90)), cp=pick(r, ["40", "50", "60"]), im=str(r.randrange(60, 110)))
    else:
        d.w("Prescription: process {x} x TBV, AC ratio 12:1, replacement 0.9% saline 500 mL\n", x=pick(r, ["1.5", "2", "3"]))
    d.t("\nTime   | BP      | HR  | Inlet | Vol proc | Comments\n")
    c.clock += r.randrange(10, 30)
    h, mi = c.clock // 60, c.clock % 60
    vol = 0
    for j in range(r.randrange(4, 7)):
        vol += r.randrange(400, 900) if j else 0
        com = pick(r, ["well", "no symptoms", "mild tingling lips - Ca increased", "asleep", "alarm: low inlet pressure - repositioned",
                       "tea and biscuits", "cramps in calves", "chatty, well", "BP stable"]) if j else "commenced"
        d.t("%02d:%02d  | %d/%d  | %d  | %d    | %d mL  | %s\n" % (h, mi, r.randrange(95, 150), r.randrange(55, 95), r.randrange(58, 110),
                                                             r.randrange(40, 95), vol, com))
        mi += r.randrange(15, 35)
        h += mi // 60
        mi %= 60
    c.clock = h * 60 + mi
    d.w("\nPost: {vit}. Fluid balance {fb} mL. Post iCa {ica} mmol/L.\n", vit=B.vitals(r), fb=pick(r, ["+120", "-80", "+250", "0", "-300"]),
        ica=pick(r, ["1.02", "1.08", "0.98", "1.14"]))
    if c.proc == "PBSC":
        d.w("Product: {v} mL, DIN {din}; sent to {lab} at {tm}. Predicted yield {y} x10^6 CD34+/kg.\n", v=str(r.randrange(120, 380)),
            din=(phi.din(r, c.d0.year), "IDNUM"), lab=pick(r, ["Stem Cell Lab", "Cell Therapy Laboratory", "processing lab"]), tm=c.T(), y="%.1f" % (r.randrange(10, 60) / 10))
    d.w("Adverse events: {ae}. {neg}\n", ae=pick(r, ["none", "none", "mild citrate reaction (see record)", "vasovagal - resolved"]), neg=c.neg(1))
    d.w("Lines locked with {lk}. Next procedure: {nx} ", lk=pick(r, ["heparin 1000 u/mL", "citrate 4%", "saline (peripheral)"]), nx=c.WD(phi.add_days(c.d0, pick(r, [1, 2, 2, 7, 14]))))
    d.w("at {tm}; transport {tr}.\n", tm=c.T(), tr=pick(r, ["own", "booked", "ward to bring", "taxi voucher"]))
    d.t("\nSigned: ")
    B.nurse_sig(c, d, c.nurses[0])
    d.w("  {dt} {tm}\n", dt=c.D(c.d0), tm=c.T())


LOG_EVENTS = [
    ("INFO", "Self test passed"), ("INFO", "Disposable set loaded; REF 10310 LOT {lot}"), ("INFO", "Prime started"),
    ("INFO", "Prime complete; saline 610 mL"), ("INFO", "Patient connected"), ("INFO", "Run started"),
    ("WARN", "Inlet pressure low (-262 mmHg); flow reduced"), ("ALARM", "Return pressure high"), ("ALARM", "Air detected in return line"),
    ("INFO", "AC infusion rate 1.1 mL/min/L TBV"), ("WARN", "Centrifuge imbalance corrected"), ("INFO", "Interface position adjusted"),
    ("INFO", "Replacement fluid bag changed"), ("ALARM", "Spillover detected - operator intervention"), ("INFO", "Rinseback started"),
    ("INFO", "Run paused by operator"), ("INFO", "Run resumed"), ("WARN", "Plasma line clamped"),
]


ECP_EVENTS = [
    ("INFO", "Buffy coat collection cycle 2 of 6 complete"), ("INFO", "Buffy coat collection cycle 4 of 6 complete"),
    ("INFO", "Methoxsalen 5.6 mL injected into treatment bag"), ("INFO", "Photoactivation started"),
    ("INFO", "Photoactivation complete; lamp hours 412"), ("INFO", "Reinfusion started"), ("WARN", "Low collect pressure"),
    ("ALARM", "Pressure cuff not detected"), ("ALARM", "Air detected in return line"), ("INFO", "Run paused by operator"),
]


def machine_log(c, d):
    r = c.r
    if r.random() < 0.3:
        return hl7_log(c, d)
    tbv, hct, pv = _params(c)
    sn = phi.device_sn(r, "ecp" if c.proc == "ECP" else "optia")
    op, op2 = c.nurses[0], c.nurses[1]
    u1, u2 = phi.username(r, op), phi.username(r, op2)
    d.w("==== {m} RUN REPORT ====\nDevice SN: {sn}   Asset tag: {at}   Software: {sw}\n", m=c.machine.upper(), sn=(sn, "DEVICE"),
        at=(phi.device_sn(r, "asset"), "DEVICE"), sw=pick(r, ["15.1.0", "11.3.2", "12.0", "4.7 build 118"]))
    d.w("Site: {h} / {u}   Host IP: {ip}   Gateway: {gw}\n", h=c.H(), u=B.unit_name(c), ip=(phi.private_ip(r), "IPADDR"), gw=(phi.private_ip(r), "IPADDR"))
    au_ = pick(r, ["fingerprint", "badge+fingerprint", "palm vein", "badge+iris"])
    d.w("Operator: {un} ({n})   Auth: {au} {bio}\n", un=(u1, "USERNAME"), n=c.N(op, "DOCTOR", pick(r, ["full", "fi", "lastfirst"])),
        au=au_, bio=(phi.bioid(r, au_), "BIOID"))
    d.w("Patient ID: {m}   Name: {n}   DOB: {dob}   Sex: {s}\n", m=(c.mrn, "MRN"), n=c.P("lastcaps"), dob=c.D(c.dob, "iso"), s=c.sexw())
    d.w("Procedure: {p}   Run ID: {rid}   Order: {o}\n", p=c.proc, rid=(phi.idnum(r, "RUN"), "IDNUM"), o=(phi.idnum(r, "ORD"), "IDNUM"))
    d.t("Patient data: Ht %d cm  Wt %d kg  Hct %d%%  TBV %d mL  Plasma vol %d mL\n\n" % (c.height, c.weight, hct, tbv, pv))
    dt = c.d0
    h, mi, s = r.randrange(7, 10), r.randrange(0, 60), r.randrange(60)
    evs = [LOG_EVENTS[0], LOG_EVENTS[1], LOG_EVENTS[2], LOG_EVENTS[3], LOG_EVENTS[4], LOG_EVENTS[5]]
    extra = [e for e in LOG_EVENTS[6:] if "Rinseback" not in e[1]] if c.proc != "ECP" else list(ECP_EVENTS)
    r.shuffle(extra)
    evs += extra[:r.randrange(4, 9)] + [LOG_EVENTS[14]]
    fmt = pick(r, ["iso", "iso", "us_slash" if c.us else "dmy_slash"])
    for lvl, msg in evs:
        d.put((phi.fmt_date(dt, fmt), "DATE"))
        d.t(" %02d:%02d:%02d  %-5s  " % (h, mi, s, lvl))
        if "{lot}" in msg:
            d.t(msg.replace("{lot}", phi.digits(r, 7)))
        else:
            d.t(msg)
        if lvl == "ALARM":
            d.w(" - acknowledged by {u}", u=(pick(r, [u1, u2]), "USERNAME"))
        d.t("\n")
        s += r.randrange(5, 60)
        mi += r.randrange(1, 14) + s // 60
        s %= 60
        h += mi // 60
        mi %= 60
    d.t("\nRUN SUMMARY\n")
    if c.proc == "PBSC":
        d.t("Blood processed %d mL; collect volume %d mL; AC in collect %d mL; AC to patient %d mL; run time %d min\n" % (
            tbv * 3, r.randrange(120, 350), r.randrange(10, 40), r.randrange(600, 1400), r.randrange(180, 330)))
    elif c.proc == "ECP":
        d.t("Whole blood processed %d mL; treated volume %d mL; UVA exposure %d min; photoactivation 1.5 J/cm2\n" % (
            r.randrange(1200, 2400), r.randrange(180, 320), r.randrange(10, 30)))
    elif c.proc == "RCE":
        d.t("Red cells removed %d mL; replacement %d mL (%d units); end Hct %d%%; FCR %d%%; run time %d min\n" % (
            r.randrange(1400, 2600), r.randrange(1500, 2800), r.randrange(6, 11), r.randrange(27, 33), r.randrange(20, 35), r.randrange(80, 140)))
    elif c.proc in ("LEUKO", "MNC", "LDL"):
        d.t("Blood processed %d mL; %s %d mL; AC to patient %d mL; run time %d min\n" % (
            tbv * 2, "column-treated plasma" if c.proc == "LDL" else "collect/waste volume", r.randrange(300, 3000), r.randrange(250, 900),
            r.randrange(90, 240)))
    else:
        d.t("Plasma removed %d mL; replacement %d mL; AC to patient %d mL; saline %d mL; run time %d min\n" % (
            pv, pv + r.randrange(-100, 200), r.randrange(250, 700), r.randrange(200, 800), r.randrange(70, 160)))
    d.w("Run ended {dt} by {u}\n", dt=(phi.fmt_date(dt, fmt), "DATE"), u=(u2, "USERNAME"))
    d.w("Export: POST {url} -> 200 OK (client {ip})\n", url=("https://aphdata." + c.dom + "/api/runs", "URL"), ip=(phi.private_ip(r), "IPADDR"))
    if r.random() < 0.5:
        d.w("Service: last PM {pm}, next PM due in 90 days; contact biomedical engineering ext. {ex}\n", pm=pick(r, ["2023-11", "Q3", "6 weeks ago"]),
            ex=("555" + phi.digits(r, 1), "PHONE"))


def hl7_log(c, d):
    r = c.r
    hid = c.site[1]
    dt8 = c.d0.strftime("%Y%m%d")
    dob8 = c.dob.strftime("%Y%m%d")
    d.w("[interface-engine] inbound from {ip}:2575 channel APH_RESULTS\n", ip=(phi.private_ip(r), "IPADDR"))
    d.w("MSH|^~\\&|OPTIA|{h}|LIS|{h2}|{dt}||ORU^R01|MSG{mid}|P|2.5\n", h=(hid, "HOSPITAL"), h2=(hid, "HOSPITAL"), dt=(dt8, "DATE"), mid=phi.digits(r, 6))
    town = c.town
    st = phi.street(r, c.cc).upper()
    d.w("PID|1||{m}^^^{h}^MR||{n}||{dob}|{s}|||{st}^^{ct}^{stt}^{zp}||{ph}|||||{ac}\n", m=(c.mrn, "MRN"), h=(hid, "HOSPITAL"),
        n=((c.pt["last"] + "^" + c.pt["first"] + "^" + c.pt["mi"]).upper(), "PATIENT"), dob=(dob8, "DATE"), s=c.sexw(),
        st=(st, "STREET"), ct=(town[0].upper(), "CITY"), stt=(town[2] if c.cc not in ("GB", "IE", "NZ") else town[1].upper(), "STATE" if c.cc not in ("GB", "IE") else "CITY"),
        zp=(phi.postcode(r, c.cc, town), "ZIP"), ph=(c.phone, "PHONE"), ac=(phi.account(r, c.cc), "ACCOUNT"))
    d.w("PV1|1|O|{w}^^{bed}^{h}||||{dn}^{df}|||||||||||{vn}\n", w="APH", bed=(str(r.randrange(1, 9)), "LOCATION_OTHER"),
        h=(hid, "HOSPITAL"), dn=(c.cons["last"].upper() + "^" + c.cons["first"].upper(), "DOCTOR"), df="", vn=(phi.account(r, c.cc), "ACCOUNT"))
    d.w("OBR|1|{o}|{f}|APH^{p}|||{dt}|||{u}\n", o=(phi.idnum(r, "ORD"), "IDNUM"), f=(phi.idnum(r, "RUN"), "IDNUM"), p=c.proc, dt=(dt8, "DATE"),
        u=(phi.username(r, c.nurses[0]), "USERNAME"))
    tbv, hct, pv = _params(c)
    obx = [("TBV", str(tbv), "mL"), ("HCT", str(hct), "%"), ("PROC_VOL", str(tbv * pick(r, [1, 2, 3])), "mL"), ("AC_PT", str(r.randrange(200, 900)), "mL"),
           ("RUN_TIME", str(r.randrange(60, 300)), "min"), ("ALARMS", str(r.randrange(0, 7)), "count")]
    for i, (code, val, unit) in enumerate(obx):
        d.t("OBX|%d|NM|%s^%s||%s|%s|||||F\n" % (i + 1, code, code.lower(), val, unit))
    d.w("OBX|7|ST|DEVSN^device serial||{sn}||||||F\n", sn=(phi.device_sn(r, "optia"), "DEVICE"))
    d.w("OBX|8|ST|OPER^operator||{un}||||||F\n", un=(phi.username(r, c.nurses[1]), "USERNAME"))
    d.w("\n[ack] MSA|AA|MSG{x} sent to {ip} at {tm}\n", x=phi.digits(r, 6), ip=(phi.private_ip(r), "IPADDR"), tm=c.T())
    d.w("[parser] patient {n} matched to EMPI record {m} (score 0.98); DOB match {dob}\n", n=c.P("caps"), m=(c.mrn, "MRN"), dob=c.D(c.dob, "iso"))
    d.w("[parser] result filed to encounter {ac}; notify {em} via {url}\n", ac=(phi.account(r, c.cc), "ACCOUNT"),
        em=("aph-results@" + c.dom, "EMAIL"), url=("https://integration." + c.dom + "/hl7/aph", "URL"))
    d.t("[parser] WARNING: no NTE segment; free-text comment dropped. " + c.neg(1) + "\n")


def adverse_reaction(c, d):
    r = c.r
    rxs = [x for x in K.REACTIONS if not (("plasma" in x[0] and c.proc != "TPE") or ("bradykinin" in x[0] and c.proc not in ("TPE", "LDL")))]
    rx = pick(r, rxs)
    B.letterhead(c, d, pick(r, ["ADVERSE EVENT REPORT - APHERESIS", "Apheresis Adverse Reaction / Incident Form",
                                "DONOR/PATIENT REACTION REPORT (Apheresis)"]))
    d.w("Report no: {rn}   Incident system ref: {ir}\n", rn=(phi.idnum(r, "AE"), "IDNUM"), ir=(phi.idnum(r, "DX"), "IDNUM"))
    d.w("Date of event: {dt}   Time: {tm}   Location: {u}, ", dt=c.D(c.d0), tm=c.T(), u=B.unit_name(c))
    d.put(B.loc(c, pick(r, [0, 1, 2])))
    d.t("\n\nPATIENT\n")
    B.id_block(c, d)
    d.w("Weight {w} kg. Diagnosis: {dx}.\n", w=str(c.weight), dx=c.ind[2])
    d.w("\nPROCEDURE\n{p}, session {s}; machine {m} SN {sn}; access {a}\n", p=K.PROC_NAME[c.proc], s=str(r.randrange(1, 8)), m=c.machine,
        sn=(phi.device_sn(r, "ecp" if c.proc == "ECP" else "optia" if "Optia" in c.machine else "other"), "DEVICE"), a=c.access)
    if c.proc == "TPE" and r.random() < 0.7:
        d.w("Replacement: {f}; units given before reaction: {u1}, {u2}", f=c.ind[4], u1=(phi.din(r, c.d0.year), "IDNUM"), u2=(phi.din(r, c.d0.year), "IDNUM"))
        if r.random() < 0.5:
            d.w(", {u3}", u3=(phi.din(r, c.d0.year), "IDNUM"))
        d.t("\n")
    d.w("\nREACTION\nType: {t}\nOnset: {o} min into procedure ({pv} mL processed)\nSigns/symptoms: {ss}\n", t=rx[0], o=str(r.randrange(5, 90)),
        pv=str(r.randrange(300, 4000)), ss=rx[1])
    d.w("Observations: pre {v1}; at event {v2}; +30 min {v3}\n", v1=B.vitals(r), v2=B.vitals(r), v3=B.vitals(r))
    d.w("Action taken: {a}.\n", a=rx[2])
    d.w("Doctor informed: {dr} at {tm} (", dr=c.Dr(c.reg), tm=c.T())
    d.put(B.bleep_piece(c))
    d.t(").\n")
    d.w("Outcome: {o}.\n", o=pick(r, ["resolved within 15 min, procedure completed", "procedure abandoned; lines locked",
                                      "transferred to ED for observation", ["admitted overnight to ", (c.ward, "HOSPITAL")],
                                      ["resolved, discharged home with " + c.rel + " ", c.N(c.nok, "FAMILY", "first")]]))
    d.w("Severity: {sv}   Imputability: {im}\n", sv=pick(r, ["Grade 1 (mild)", "Grade 2 (moderate)", "Grade 3 (severe)", "non-serious"]),
        im=pick(r, ["certain", "probable", "possible", "unlikely"]))
    if r.random() < 0.5:
        d.w("Blood bank informed: {s} (BMS) at {tm}; units quarantined and returned; sample ref {sr}.\n",
            s=c.N(c.sci, "DOCTOR", "full"), tm=c.T(), sr=(phi.idnum(r, "BB"), "IDNUM"))
    ext = {"US": "FDA MedWatch", "GB": "SHOT and MHRA SABRE", "CA": "Health Canada (TTISS)", "AU": "TGA and state haemovigilance",
           "IE": "National Haemovigilance Office", "NZ": "national haemovigilance programme"}[c.cc]
    d.w("External reporting: {e} - {yn}\n", e=ext, yn=pick(r, ["required, submitted", "not required (non-serious)", "pending review"]))
    d.t("\nReported by: ")
    B.nurse_sig(c, d, c.nurses[0])
    d.w("  tel {ph}   {dt}\n", ph=(phi.with_ext(r, c.unit_phone), "PHONE"), dt=c.D(c.d0))
    d.w("Reviewed by: {cn}, Medical Director on {dt}\n", cn=c.Dr(c.cons), dt=c.Dd(r.randrange(1, 8)))
    d.w("Comments: {cm} {neg}\n", cm=pick(r, ["ACE inhibitor check added to pre-procedure checklist.", "Calcium protocol reviewed with staff.",
                                              "Consider albumin/plasma mix for future sessions.", "Premedicate with antihistamine next session.",
                                              ["Line replaced by IR on ", c.Dd(1), "."]]), neg=c.neg(1))
