"""Genres: infusion unit log, phone message / nurse advice log, device download report."""
import clinical
import phi
import pools
from core import Doc, table
from g_letters import cap


def _t(h, m):
    return "%02d:%02d" % (h + m // 60, m % 60)


def infusion_log(c):
    r = c.rng
    d = Doc()
    drug, dose, dur = (c.item or r.choice(c.S["infusions"]))[:3]
    unit = r.choice(pools.WARD_NAMES) + " " + r.choice(["Day Infusion Unit", "Ward", "Medical Day Unit", "Infusion Centre"])
    chair = str(r.randint(1, 18))
    d.f("{u} -- INFUSION RECORD\n", u=c.H(unit))
    d.f("{h}  |  {dt}  |  Chair {ch}\n", h=c.H(c.clinic), dt=c.D(c.visit), ch=(chair, "LOCATION_OTHER"))
    d.f("Patient: {n}   {ml} {m}   DOB {dob}   Wt {w} kg\n", n=c.PT(r.choice(["LF", "fl", "LFM"])), ml=c.mrn_label,
        m=(c.mrn, "MRN"), dob=c.D(c.dob), w="%.1f" % r.uniform(48, 128))
    if r.random() < 0.6:
        d.f("Kiosk check-in: palm-vein verified, biometric ID {b}\n", b=(phi.bioid(r, "palm"), "BIOID"))
    d.f("Prescriber: {t} {n}   Indication: {dx}\n", t=c.drt, n=c.DR(c.spec_dr, r.choice(["l", "fl", "iL"])), dx=c.dx)
    d.f("Drug: {dr} {ds} in {v} over {du}   Batch {b}   Exp {e}\n", dr=drug, ds=dose, v=r.choice(["250 mL NaCl 0.9%", "100 mL NaCl 0.9%", "500 mL NaCl 0.9%"]),
        du=dur, b=phi.letters(r, 2) + phi.digits(r, 5), e="%02d/%d" % (r.randint(1, 12), r.randint(2025, 2027)))
    d.f("Pump: {m} asset SN {sn}\n", m=r.choice(["Alaris GP", "B. Braun Infusomat Space", "Sapphire", "Baxter Spectrum"]),
        sn=(phi.device_sn(r, "infpump"), "DEVICE"))
    tot = r.choice(["maintenance", "ongoing", "6", "4", "3"])
    d.f("Infusion no. {i} of {n}; last infusion {dt}\n\n", i=str(r.randint(1, int(tot) if tot.isdigit() else 30)), n=tot,
        dt=c.D(c.last_visit, r.choice([c.dstyle, "dm" if c.c != "CA" else "md"])))
    n1, n2 = c.nurse, phi.Person(r, sex=r.choice("FFM"))
    h0 = r.choice([8, 9, 10, 12])
    m = r.choice([0, 10, 20, 30])
    entries = [
        ("Arrived. Pre-obs: " + clinical.vitals(r, wt=False) + ", T 36.%d" % r.randint(2, 9), n1),
        ("Screening: no infection sx, no recent live vaccines, no planned surgery. Bloods reviewed.", n1),
        ("Premeds: paracetamol 1 g PO, loratadine 10 mg PO" + r.choice(["", ", hydrocortisone 100 mg IV"]), n1),
        ("PIVC 22G L cephalic, flushed. Infusion commenced at %d mL/h" % r.choice([10, 25, 50, 100, 125]), n1),
        ("Rate increased per protocol; obs stable " + clinical.vitals(r, wt=False), n2),
        (r.choice(["Mild flushing, rate halved, resolved in 10 min", "No reaction", "Pt comfortable, eating lunch",
                   "C/o itch to forearm - 1 urticarial wheal, cetirizine given, settled"]), n2),
        ("Infusion complete. Post-obs " + clinical.vitals(r, wt=False) + ". Observed 30 min, PIVC removed, site clean.", n1),
    ]
    fmt = r.randint(0, 1)
    for txt, who in entries:
        m += r.choice([5, 10, 15, 30, 45])
        if fmt == 0:
            d.f("{tm}  {x}  -- {w}\n", tm=_t(h0, m), x=txt, w=c.DR(who, r.choice(["iL", "fl", "ii"])))
        else:
            d.f("* [{tm}] {x} ({w}, RN)\n", tm=_t(h0, m), x=txt, w=c.DR(who, "fl"))
    d.t("\n")
    d.f("Second checker: {a} / {b}\n", a=c.DR(n1, "fl"), b=c.DR(n2, "fl"))
    d.f("Next infusion due: {dt} ({wk})\n", dt=c.D(c.next_visit), wk=r.choice(["8 weeks", "4 weeks", "6 months", "week 6"]))
    rel, fp = c.fam[r.randint(0, 2)]
    k = r.randint(0, 3)
    if k == 0:
        d.f("Discharged home with {rel} {n}; parking validated for vehicle {v}.\n", rel=rel, n=c.FAM(fp, "f"),
            v=(phi.plate(r, c.c), "VEHICLE"))
    elif k == 1:
        d.f("Pt drove self (no sedating premeds). Contact {p}.\n", p=c.mob())
    elif k == 2:
        d.f("Transport: community van, pick-up {tm} from {a}.\n", tm=_t(h0 + 4, r.choice([0, 30])), a=[(c.pt_addr["street"], "STREET"), ", ", (c.pt_addr["city"], "CITY")])
    else:
        d.f("Collected by {rel} ({n}, {p}).\n", rel=rel, n=c.FAM(fp, "fl"), p=(c.fam_ph, "PHONE"))
    if r.random() < 0.5:
        d.f("Charge: {a}  {fd} member {fn}\n", a=(phi.account(r), "ACCOUNT"), fd=(c.fund, "ORGANIZATION"), fn=(c.fund_no, "HEALTHPLAN"))
    if r.random() < 0.5:
        d.f("Documented by {u}\n", u=(n1.user(r), "USERNAME"))
    return d


def phone_message(c):
    r = c.rng
    d = Doc()
    line = r.choice(["NURSE ADVICE LINE", "PHONE MESSAGES", "Telephone encounter log", "CALL LOG -- " + c.S["title"].upper()])
    d.f("{l}  {h}\n", l=line, h=c.H(c.clinic))
    d.f("Patient: {n}  {ml} {m}  DOB {dob}\n", n=c.PT(r.choice(["LF", "fl", "LFM"])), ml=c.mrn_label, m=(c.mrn, "MRN"), dob=c.D(c.dob))
    d.t("-" * r.randint(20, 50), "\n")
    day = phi.add_days(c.visit, -r.randint(10, 40))
    for i in range(r.randint(3, 5)):
        day = phi.add_days(day, r.randint(1, 12))
        tm = "%02d:%02d" % (r.randint(8, 16), r.choice([2, 11, 17, 26, 34, 48, 53]))
        rel, fp = c.fam[r.randint(0, 2)]
        d.f("{dt} {tm}\n", dt=c.D(day, r.choice([c.dstyle, "wda" if c.c != "CA" else "wmdya"])), tm=tm)
        k = r.randint(0, 2)
        if k == 0:
            d.f("Caller: patient, from {p}\n", p=c.mob() if r.random() < 0.6 else (c.pt_home, "PHONE"))
        elif k == 1:
            d.f("Caller: {rel} {n} ({p})\n", rel=rel, n=c.FAM(fp, r.choice(["f", "fl"])), p=(phi.phone(r, c.c, "mobile"), "PHONE"))
        else:
            d.f("Portal message from {n} (sent from {ip})\n", n=c.PT("fl"), ip=(phi.ip_private(r), "IPADDR"))
        if r.random() < 0.35:
            d.f("ID check: name + DOB + voiceprint {b}\n", b=(phi.bioid(r, "voice"), "BIOID"))
        slab, sval = phi.ssn(r, c.c)
        form = {"AU": "Centrelink medical certificate (SU415)", "NZ": "Work and Income medical certificate",
                "CA": "Disability Tax Credit form (T2201)"}[c.c]
        msg = r.choice([
            ["Needs ", form, " completed; ", slab, " ", (sval, "SSN"), " given for the form."],
            ["Reports ", clinical.hx(r, c.S).lower()[:-1], "; asking whether to hold ", c.meds[0].split(" ")[0], "."],
            ["Fever 38.4 since last night, on ", c.meds[0], ". Advised per protocol and to see GP today."],
            ["Pharmacy (", (c.pharm, "HOSPITAL"), ") says script for ", c.meds[-1], " has expired."],
            ["Needs letter for work (", (c.employer, "ORGANIZATION"), ") confirming appointment on ", c.D(c.next_visit), "."],
            ["Missed appointment on ", c.D(c.last_visit), " - was in hospital at ", (phi.inst(r, c.c, "hosp"), "HOSPITAL"), "."],
            ["New address: ", c.addr_line(c.new_addr()), ". Please update."],
            ["Travelling to ", (r.choice(pools.TRAVEL), "COUNTRY"), " in ", c.D(phi.add_days(day, 40), "my"), "; needs cold-chain letter."],
            ["Requests disabled parking permit form signed; vehicle rego ", (phi.plate(r, c.c), "VEHICLE"), "."],
            ["Car (rego ", (phi.plate(r, c.c), "VEHICLE"), ") was ticketed in the car park during the ", c.D(c.last_visit, r.choice(["dm", "dma"] if c.c != "CA" else ["md"])), " appointment; asks for letter."],
            ["Blood results from ", (c.lab, "ORGANIZATION"), " -- wants to know if ", c.S["ix"][0](r), " is OK."],
        ])
        d.t("Message: ", msg, "\n")
        act = r.choice([
            ["Action: discussed with ", c.drt, " ", c.DR(c.spec_dr, "l"), " - ", r.choice(c.S["plan"]).lower(), "."],
            ["Action: callback ", r.choice(["done", "x2, no answer", "booked"]), "; advised per protocol."],
            ["Action: appt moved to ", c.D(phi.add_days(day, r.randint(5, 30))), " ", r.choice(["10:30", "14:00", "09:45"]), "."],
            ["Action: script faxed to ", (phi.phone(r, c.c, "land"), "FAX"), "."],
            ["Action: email reply to ", (c.pt_email, "EMAIL"), "."],
        ])
        d.t(act, "\n")
        u = c.nurse if r.random() < 0.6 else c.sec
        if r.random() < 0.5:
            d.f("Taken by: {u} ({n})\n\n", u=(u.user(r), "USERNAME"), n=c.DR(u, "fl"))
        else:
            d.f("-- {n}, {role}\n\n", n=c.DR(u, "iL"), role=c.nurse_role if u is c.nurse else "admin")
    return d


COMMENTS = {"cpap": ["good adherence, mask leak acceptable", "sub-therapeutic use; mask refit booked", "consider full-face mask",
                     "residual AHI high - increase minimum pressure to 8"],
            "o2": ["adherent to prescribed hours", "using less than 15 h/day - re-education given"],
            "pump": ["overnight lows - reduce basal 00:00-04:00 by 10%", "pre-meal bolus timing discussed",
                     "post-breakfast highs - strengthen ICR"],
            "cgm": ["overnight lows - reduce basal by 10%", "pre-meal bolus timing discussed", "sensor adhesion issues - overpatch"],
            "vns": ["increase output by 0.25 mA", "battery replacement to be planned", "magnet use reviewed with family"],
            "other": ["alerts mostly during exercise", "two events confirmed on video", "wear overnight consistently"]}
PARTS = {"cpap": ["humidifier tub", "mask", "device"], "o2": ["battery", "concentrator"], "pump": ["pump", "cartridge cap"],
         "cgm": ["transmitter", "reader"], "vns": ["magnet", "programming wand"], "other": ["watch", "charger"]}


def device_download(c):
    r = c.rng
    d = Doc()
    sp = c.sp
    model, kind = r.choice(c.S["devices"])
    end = phi.add_days(c.visit, -r.randint(0, 3))
    start = phi.add_days(end, -r.choice([13, 29, 30, 89]))
    d.f("DEVICE DATA REVIEW -- {m}\n", m=model)
    d.f("{h} {s} service\n", h=c.H(c.clinic), s={"endocrinology": "Diabetes", "respiratory": "Sleep & Ventilation", "neurology": "Epilepsy"}[sp])
    d.f("Patient: {n}   DOB: {dob}   {ml}: {m}\n", n=c.PT(r.choice(["fl", "LF", "FLU"])), dob=c.D(c.dob), ml=c.mrn_label, m=(c.mrn, "MRN"))
    d.f("Device serial: {sn}\n", sn=(phi.device_sn(r, kind), "DEVICE"))
    if kind in ("cpap", "o2", "pump", "cgm") and r.random() < 0.6:
        d.f("Supplier: {s}, ph {p}\n", s=(r.choice(pools.DME[c.c]), "ORGANIZATION"), p=(phi.phone(r, c.c, "land"), "PHONE"))
    d.f("Report period: {a} - {b}\n", a=c.D(start), b=c.D(end))
    src = r.randint(0, 2)
    if src == 0:
        d.f("Cloud upload {dt} from home hub {ip}\n", dt=c.D(end), ip=(phi.ip_private(r), "IPADDR"))
    elif src == 1:
        d.f("Downloaded in clinic by {u}\n", u=(c.nurse.user(r), "USERNAME"))
    else:
        d.f("SD card read {dt}; account {u}\n", dt=c.D(end), u=(c.pt.user(r), "USERNAME"))
    d.t("\n")
    rows = []
    if kind == "cpap" or kind == "o2":
        rows = [["Usage days >= 4 h", "%d%%" % r.randint(38, 99)], ["Average use", "%d h %02d min" % (r.randint(2, 8), r.randint(0, 59))],
                ["Median pressure", "%.1f cmH2O" % r.uniform(6, 13)], ["95th pct pressure", "%.1f cmH2O" % r.uniform(9, 17)],
                ["Residual AHI", "%.1f /h" % r.uniform(0.4, 14)], ["Median leak", "%.1f L/min" % r.uniform(0.5, 28)]]
        if kind == "o2":
            rows = [["Hours of use/day", "%.1f" % r.uniform(6, 22)], ["Flow setting", "%d L/min" % r.randint(1, 4)],
                    ["Alarms", str(r.randint(0, 6))], ["Battery cycles", str(r.randint(40, 900))]]
    elif kind in ("pump", "cgm"):
        rows = [["Time in range 3.9-10", "%d%%" % r.randint(32, 91)], ["Time below 3.9", "%d%%" % r.randint(0, 9)],
                ["Time above 13.9", "%d%%" % r.randint(0, 31)], ["GMI", "%.1f%%" % r.uniform(6.1, 9.5)],
                ["CV", "%.1f%%" % r.uniform(24, 45)], ["Sensor wear", "%d%%" % r.randint(60, 99)]]
        if kind == "pump":
            rows += [["TDD", "%.1f U" % r.uniform(18, 96)], ["Basal/bolus", "%d/%d" % (lambda b: (b, 100 - b))(r.randint(30, 60))],
                     ["Auto-mode", "%d%%" % r.randint(50, 99)]]
    elif kind == "other":
        rows = [["Wear time", "%d%%" % r.randint(40, 98)], ["Alerts sent", str(r.randint(0, 14))],
                ["Confirmed seizures", str(r.randint(0, 6))], ["False alarms", str(r.randint(0, 9))]]
    else:
        rows = [["Output current", "%.2f mA" % r.uniform(0.5, 2.5)], ["Duty cycle", "%d%%" % r.choice([10, 17, 35])],
                ["Magnet swipes", str(r.randint(0, 14))], ["AutoStim events", str(r.randint(0, 40))],
                ["Battery", r.choice(["OK", "IFI - near EOS", "N EOS > 2 yrs"])], ["Lead impedance", "%d ohm" % r.randint(1500, 4200)]]
    table(d, rows, sep=(None if r.random() < 0.6 else ": "))
    d.t("\n")
    d.ln("Settings: " + {"cpap": r.choice(["AutoSet 6-16 cmH2O, EPR 2, AirFit F30 (M)", "APAP 5-15 cmH2O, ramp auto, nasal pillows (S)",
                                            "ST mode IPAP 18 / EPAP 8, BUR 14, full-face mask (L)"]),
                         "o2": "pulse dose setting %d, ambulatory" % r.randint(2, 4),
                         "pump": "basal 0.%d U/h 00:00-06:00, ICR 1:%d, ISF %.1f, target 6.0" % (r.randint(4, 9), r.randint(6, 15), r.uniform(1.5, 4)),
                         "cgm": "low alert 3.9, high alert 13.9, urgent low 3.1",
                         "vns": "output %.2f mA, 30 Hz, 250 us, 30 s on / 5 min off" % r.uniform(0.75, 2.25),
                         "other": "motion + EDA detection on, caregiver alerts enabled"}[kind])
    nd = r.randint(5, 8)
    d.ln("Daily summary (last %d days):" % nd)
    hdr = {"cpap": ["Date", "Usage", "AHI", "Leak L/min"], "o2": ["Date", "Hours", "Alarms", "Flow"],
           "pump": ["Date", "TIR %", "Lows", "Boluses"], "cgm": ["Date", "TIR %", "Lows", "Scans"],
           "vns": ["Date", "Diary seizures", "Magnet", "AutoStim"], "other": ["Date", "Alerts", "Confirmed", "Worn h"]}[kind]
    daily = [hdr]
    dstyle = r.choice(["dmy", "dma", "wdm"] if c.c != "CA" else ["iso", "md", "wmd"])
    for j in range(nd):
        dd = phi.add_days(end, j - nd + 1)
        if kind == "cpap":
            vals = ["%d:%02d" % (r.randint(0, 8), r.randint(0, 59)), "%.1f" % r.uniform(0.3, 12), "%d" % r.randint(2, 40)]
        elif kind == "o2":
            vals = ["%.1f" % r.uniform(4, 20), str(r.randint(0, 3)), "%d L" % r.randint(1, 4)]
        elif kind in ("pump", "cgm"):
            vals = [str(r.randint(30, 95)), str(r.randint(0, 4)), str(r.randint(2, 9))]
        else:
            vals = [str(r.randint(0, 3)), str(r.randint(0, 4)), str(r.randint(0, 12))]
        daily.append([(phi.fdate(dd, dstyle), "DATE")] + vals)
    table(d, daily, sep=(None if r.random() < 0.5 else " | "))
    d.t("\n")
    d.ln("Comment: " + r.choice(COMMENTS[kind] + ["settings unchanged"]) + ".")
    if r.random() < 0.5:
        rel, fp = c.fam[0]
        d.f("{rel} {n} reports {x}.\n", rel=cap(rel), n=c.FAM(fp, "f"), x=r.choice(["less snoring", "fewer night-time alarms",
                                                                                    "two events captured on video", "improved energy"]))
    if r.random() < 0.3:
        d.f("Replacement {p} SN {sn} issued {dt}.\n", p=r.choice(PARTS[kind]),
            sn=(phi.device_sn(r, kind), "DEVICE"), dt=c.D(c.visit))
    d.f("Reviewed by: {t} {n} on {dt}\n", t=c.spec_title, n=c.DR(c.spec_dr, r.choice(["l", "fl"])), dt=c.D(c.visit))
    if r.random() < 0.6:
        d.f("Copy to referrer {t} {g} ({p}), fax {fx}. Next download due {dt}.\n", t=c.drt, g=c.DR(c.gp, r.choice(["fl", "iL"])),
            p=c.H(c.gp_prac), fx=(c.gp_fax, "FAX"), dt=c.D(c.next_visit))
    if r.random() < 0.5:
        d.f("Technician: {n} ({role})\n", n=c.DR(c.nurse, "fl"), role=r.choice(["sleep scientist", "CDE", "clinical physiologist", "epilepsy nurse"]))
    return d
