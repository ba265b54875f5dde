"""Genres: home infusion nursing visit; pump/device event log (dev245)."""
import datetime as dt

import gen as G
import clin as C
import places as P
from common import S, ago, later, label_block, esign, mrn_frag, id_label


def home_visit(n, cx, today):
    pt = G.Patient(cx, today)
    rn = G.Staff(cx, "rn")
    reg = C.regimen(cx)
    pump = C.pump_name(cx, reg)
    agency = G.provider(cx)
    cath = cx.ch(C.CATHETERS)
    arm = cx.ch(["R", "L", "right", "left"])
    ins = ago(today, cx.ri(3, 40))
    ext0 = cx.ri(0, 3)
    circ0 = cx.ri(24, 36)
    vtype = cx.ch(["Routine", "Routine", "Start of care (SOC)", "PRN - line concern", "Weekly dressing change + bloods",
                   "Resumption of care", "Final visit / line removal"])
    n.ln(cx.ch(["HOME INFUSION NURSING VISIT", "Skilled Nursing Visit Note - Home Infusion", "OPAT Home Visit Record",
                "Community IV Nursing - Visit Note", "HITH Nursing Visit" if cx.c == "AU" else "Home IV Therapy Visit"]))
    n.ln("Agency: {a}   Visit type: {v}", a=S(agency, "HOSPITAL"), v=vtype)
    t1, t2 = cx.times(2, 8, 18)
    tin = cx.ri(7 * 60 + 30, 17 * 60)
    tout = tin + cx.ri(25, 95)
    t1, t2 = "%02d:%02d" % divmod(tin, 60), "%02d:%02d" % divmod(tout, 60)
    if cx.p(0.4):
        t1, t2 = t1.replace(":", ""), t2.replace(":", "")
    n.ln("Visit date: {d}   Time in: {t1}   Time out: {t2}{mi}", d=cx.D(today), t1=t1, t2=t2,
         mi=cx.ch(["", "   Mileage: %d mi" % cx.ri(3, 60) if cx.us else "   Travel: %d km" % cx.ri(3, 90)]))
    if cx.us and cx.p(0.45):
        n.ln("EVV: check-in verified (GPS + biometric ID {b}); device {ip}", b=S(cx.bioid(), "BIOID"), ip=S(cx.ip(), "IPADDR"))
    label_block(n, cx, pt, today, cx.ch([0, 3, 4]))
    n.ln("Visit address: {a}", a=pt.addr.oneline())
    if cx.p(0.45):
        n.ln("Access: {x}", x=cx.ch([["turn in just past the ", S(cx.ch(P.LANDMARKS), "LOCATION_OTHER"), "; park on street"],
                                     ["key safe by back door; ", pt.rel, " ", pt.nok.nm("first"), " usually home"],
                                     "2nd floor, no lift; use intercom",
                                     ["dog - ask family to secure before entering"],
                                     ["gravel drive opposite the ", S(cx.ch(P.LANDMARKS), "LOCATION_OTHER")]]))
    n.ln("Present: {x}", x=cx.ch([["patient and ", pt.rel, " ", pt.nok.nm(cx.ch(["first", "full"]))], "patient only",
                                   ["pt, ", pt.rel, " (", pt.nok.nm(), ")"]]))
    n.ln()
    n.ln("S: {s}", s=cx.ch(["Pt reports feeling 'much better'. No fevers/chills. Appetite improving.",
                            "Tired but ok. Mild nausea after doses. No diarrhoea.",
                            "Complains of itch along forearm since last night.",
                            "States pump alarmed x2 overnight (occlusion) - resolved by straightening arm.",
                            "No complaints. Has been doing own disconnects as taught.",
                            "Reports loose stools x3 yesterday."]))
    n.ln("O: {v}", v=C.vitals_line(cx))
    ext = ext0 + cx.ch([0, 0, 0, 1, 2])
    circ = circ0 + cx.ch([0, 0, 1, 2, 3])
    n.ln("{k} {arm} arm (inserted {d}): external length {e} cm (baseline {e0} cm), arm circ {c} cm (baseline {c0} cm).",
         k=cath[0], arm=arm, d=cx.D(ins, cx.ch(["md", "short", cx.dstyle])), e=ext, e0=ext0, c=circ, c0=circ0)
    n.ln("Site: {s}. {sc}.", s=cx.ch(["clean, dry, intact; no erythema/induration", "slight erythema 0.5 cm at insertion site, no exudate",
                                      "dressing lifting at edges", "small amount of old blood under dressing", "CHG gel pad intact"]),
         sc=cx.ch(["VIP score 0", "VIP score 1", "VIP 0", "pain 0/10", "pain 2/10 at site", "no tenderness"]))
    n.ln("Dressing changed with {d}; {c} replaced. Flushed with {f}, brisk blood return.", d=cx.ch(C.DRESSINGS),
         c=cx.ch(["MaxPlus connector", "needleless connector", "Bionector", "SmartSite"]), f=cx.ch(C.LOCKS))
    n.ln()
    n.ln("Medication: {r}", r="%s %s %s" % reg[:3])
    if pump:
        n.ln("Device: {p}  SN {sn}{lot}", p=pump, sn=S(cx.device(), "DEVICE"),
             lot=["  reservoir/device lot ", S(cx.device("lot"), "DEVICE")] if cx.p(0.5) else "")
    n.ln("Drug lot {l} (exp. on label checked), bag labelled for {nm}, 5 rights checked.", l=C.drug_lot(cx),
         nm=pt.S(cx.ch(["full", "LF", "lf"])))
    n.ln("{t} infusion {x}. Tolerated without reaction.", t=cx.ch(["At %s" % t1, "%s" % t2, "Approx. %s" % t1]),
         x=cx.ch(["connected and running", "started", "given as slow push over 5 min", "device attached, flow confirmed"]))
    if cx.p(0.5):
        n.ln("Bloods drawn from {k}: {f}, {c}, CRP{x}. Labelled at bedside; spec no. {a}.", k=cath[0],
             f=C.Labs(cx).fbc_name(), c=C.Labs(cx).chem_name(),
             x=", CK" if "dapto" in reg[0] else (", vanc level" if reg[0].startswith("vanc") else ""), a=S(cx.idnum("acc"), "IDNUM"))
    n.ln()
    n.ln("Teaching: {t}", t=cx.ch(["reviewed signs of line infection and when to call", "pt demonstrated correct disconnect/flush (teach-back)",
                                   "carer shown how to check pump and respond to alarms", "storage of drug in fridge (2-8 C) reviewed",
                                   "showering with arm cover reviewed"]))
    n.ln("Supplies left: {s}", s=cx.ch(["7 x flush syringes, 2 x dressing packs", "sharps bin, alcohol swabs x20",
                                        "spare Homepump x1, flushes x14", "nil - delivery due tomorrow"]))
    if cx.p(0.4):
        n.ln("Social: pt {o}; {x}", o=pt.occ(), x=cx.ch(["off work until course complete", "planning to return to work next week",
                                                         "wants to travel - advised to discuss with OPAT team"]))
    n.ln()
    n.ln("Plan: next visit {d} {t}. {x}", d=cx.D(later(today, cx.ch([1, 2, 3, 7])), cx.ch(["wk", "md", "wkfull", cx.dstyle])),
         t=cx.ch(["am", "pm", "", "~10:00"]), x=cx.ch(["Continue per orders.", "Update sent to OPAT team.",
                                                       ["Reported site findings to ", G.Staff(cx, "dr").dr(), " - to review."],
                                                       ["Called pharmacy ", S(cx.phone(False), "PHONE"), " re delivery time."]]))
    esign(n, cx, rn, today, tm="%02d:%02d" % divmod(min(tout + cx.ri(10, 240), 23 * 60 + 50), 60))
    if cx.us and cx.p(0.3):
        n.ln("RN License {l}", l=S(cx.license("rn"), "LICENSE"))


EVT = [("0101", "Power on"), ("0204", "Prime complete"), ("0310", "Infusion started"), ("0311", "Intermittent dose delivered"),
       ("0312", "Infusion paused"), ("0313", "Infusion resumed"), ("0420", "Downstream occlusion"), ("0421", "Upstream occlusion"),
       ("0430", "Air in line detected"), ("0501", "Battery low"), ("0502", "Battery replaced"), ("0610", "Reservoir volume low"),
       ("0611", "Reservoir empty"), ("0700", "Cassette detached"), ("0701", "Cassette attached"), ("0800", "Keypad unlocked"),
       ("0802", "Keypad locked"), ("0900", "Rate changed"), ("0990", "Power off")]


def pump_log(n, cx, today):
    pt = G.Patient(cx, today)
    reg = cx.ch([x for x in C.REGIMENS if "CADD" in x[3] and cx.c in x[4].split()] or [C.REGIMENS[12]])
    pump = cx.ch(["CADD-Solis VIP 2120", "CADD-Solis 2110", "Sapphire Multi-Therapy", "BodyGuard 323", "Curlin 6000 CMS",
                  "CADD-Legacy PLUS 6500"])
    sn = cx.device()
    tech = G.Staff(cx, cx.ch(["tech", "ph", "rn"]))
    rn = G.Staff(cx, "rn")
    prov = G.provider(cx)
    style = cx.r.randrange(2)
    n.ln(cx.ch(["AMBULATORY INFUSION PUMP - EVENT HISTORY REPORT", "Pump Event Log Export", "DEVICE HISTORY / DOWNLOAD REPORT",
                "Infusion pump download - OPAT", "Pump Log Review (biomed / pharmacy)"]))
    n.ln("Generated {d} {t} by {u} on {srv} ({ip})", d=cx.D(today, cx.ch(["iso", cx.dstyle])), t=cx.time(), u=tech.user(),
         srv=cx.ch(["PharmGuard server", "pump mgmt workstation", "ICU Medical MedNet", "Mobility Hub"]), ip=S(cx.ip(), "IPADDR"))
    n.ln("Provider: {p}", p=S(prov, "HOSPITAL"))
    n.ln()
    n.ln("Pump model: {m}   Serial: {s}   Asset: {a}", m=pump, s=S(sn, "DEVICE"), a=S(cx.device("asset"), "DEVICE"))
    n.ln("Firmware: v{f}   Protocol library: {lib}   Last PM: {pm}", f="%d.%d.%d" % (cx.ri(2, 5), cx.ri(0, 9), cx.ri(0, 20)),
         lib=cx.ch(["OPAT-ADULT v7", "HomeInf_2024_03", "ID-Abx lib rev 12", "Default adult"]),
         pm=cx.ch(["within 12 months", "passed", "overdue - flagged"]))
    n.ln("Patient: {nm}   {lab} {m}", nm=pt.S(cx.ch(["LF", "lf", "il", "LFnc"])), lab=id_label(cx, "mrn"), m=S(pt.mrn, "MRN"))
    n.ln("Rx: {r} ({c})   Order {o}", r="%s %s %s" % reg[:3], c=cx.ch(["conc 20 mg/mL", "50 mL/h x 30 min", "rate 10.4 mL/h continuous",
                                                                          "100 mL bag, KVO 0.5 mL/h", "dose 25 mL q8h, delay start 0 min"]),
         o=S(cx.idnum("order"), "IDNUM"))
    n.ln("Reservoir: {v} mL   Cassette lot: {l}", v=cx.ch([100, 250, 250, 500]), l=S(cx.device("lot"), "DEVICE"))
    n.ln()
    ndays = cx.ri(2, 4)
    days = [ago(today, ndays - i) for i in range(ndays)]
    if style == 0:
        n.ln("DATE         TIME      CODE  EVENT                       DETAIL")
        for d in days:
            for tm in sorted("%02d:%02d:%02d" % (cx.ri(0, 23), cx.ri(0, 59), cx.ri(0, 59)) for _ in range(cx.ri(2, 5))):
                code, ev = cx.ch(EVT)
                det = cx.ch(["", "vol rem %d mL" % cx.ri(0, 240), "rate %.1f mL/h" % cx.r.uniform(2, 120), "batt %d%%" % cx.ri(5, 100),
                             "dose %d/3" % cx.ri(1, 3), "clinician code entered"])
                n.ln("{d}  {t}  {c}  {e}{det}", d=cx.D(d, "mdY" if cx.us else "dmY"),
                     t=tm, c=code, e=ev.ljust(28), det=det)
    else:
        for d in days:
            n.ln("== {d} ==", d=cx.D(d, cx.ch(["wkcomma", "long", cx.dstyle])))
            for tm in sorted("%02d:%02d" % (cx.ri(0, 23), cx.ri(0, 59)) for _ in range(cx.ri(2, 5))):
                code, ev = cx.ch(EVT)
                n.ln("  {t}  [{c}] {e}", t=tm, c=code, e=ev)
    n.ln()
    occ = cx.ri(0, 5)
    n.ln("Totals: delivered {v} mL / {dd} doses; alarms {a} ({o} occlusion); missed doses {m}.", v=cx.ri(80, 900), dd=cx.ri(2, 12),
         a=occ + cx.ri(0, 4), o=occ, m=cx.ch([0, 0, 0, 1]))
    n.ln()
    n.ln("REVIEW NOTE")
    k = cx.r.randrange(4)
    if k == 0:
        n.ln("Pump returned by courier {d} after pt reported repeated downstream occlusion alarms overnight. Log confirms {x} "
             "occlusion events between 01:00 and 04:30, all cleared by pt. No device fault found on bench test.",
             d=cx.D(today, cx.ch(["md", "short"])), x=cx.ri(3, 8))
    elif k == 1:
        n.ln("Pump swapped at home visit by {r} on {d}: old SN {a} -> new SN {b}. Old unit quarantined for biomed ({w}).",
             r=rn.sig(), d=cx.D(ago(today, 1), cx.ch(["md", cx.dstyle])), a=S(sn, "DEVICE"), b=S(cx.device(), "DEVICE"),
             w=cx.ch(["cracked cassette latch", "battery door broken", "error 'E-213' on boot", "dropped in shower"]))
    elif k == 2:
        n.ln("Routine download at end of course ({d}). Adherence 100%. Pump cleaned and returned to pool.",
             d=cx.D(today, cx.ch(["md", "short", cx.dstyle])))
    else:
        n.ln("Incident report {i} filed: dose {x} not delivered on {d}. Pt/{rel} {nk} contacted on {p}.",
             i=S(cx.idnum("incident"), "IDNUM"), x=cx.ch(["2 of 3", "3 of 3", "evening"]), d=cx.D(ago(today, 1), cx.ch(["md", "wk"])),
             rel=pt.rel, nk=pt.nok.nm(cx.ch(["first", "full"])), p=S(pt.nok_phone, "PHONE"))
    if cx.p(0.3):
        n.ln("Unlock at bench via clinician biometric key {b}.", b=S(cx.bioid(), "BIOID"))
    n.ln("Reviewed by {t} {d}; cc {r}.", t=tech.sig(), d=cx.D(today, "md"), r=rn.short())
    if cx.p(0.4):
        n.ln("Remote monitoring gateway {ip} last sync {d} {tm}.", ip=S(cx.ip(), "IPADDR"), d=cx.D(today, cx.ch(["iso", "md"])),
             tm=cx.time())
