"""Medication administration records (grid MAR, eMAR lists, PRN/CD records, audit logs)."""

from render import P
from common import TD
import snippets as S

UK_CODES = "Codes: 1 refused  2 nil by mouth  3 on leave  4 not available  5 self-administered  6 withheld (clinical)  7 other - see notes"
US_CODES = "Codes: R = refused  H = held  NPO = nothing by mouth  NA = not available  S = self-admin  O = other (see note)"


def _header(doc, w, title):
    r, loc = w.rng, w.loc
    doc.w(title + "\n{hosp}   {ward}\n")
    doc.w("Patient: {n}   {mrn_lbl}: {mrn}   DOB: {dob}   Age: {age}   Sex: {mf}\n",
          n=r.choice([w.pt.LF, w.pt.Lf, w.pt.full]))
    doc.w("Weight: {wt} kg   Height: {ht} cm   Allergies: {al}\n", wt="%.1f" % (45 + r.random() * 50), ht=str(r.randint(148, 188)),
          al=S.allergy_text(w))
    doc.w("{~Consultant|Attending|Prescriber}: {att.drf}   {~Room|Bed} {bed}{?0.5:   Acct {acct}}\n")


def _admin_codes(w):
    return US_CODES if w.code in ("US", "CA") else UK_CODES


def build(w, doc):
    r, loc, v, code = w.rng, w.loc, w.v, w.code
    nurses = w.nurses[:r.randint(3, 6)]
    layout = r.choice(["grid", "grid", "list", "prn", "audit"])
    ndays = r.randint(3, 5)
    start = w.today - TD(days=ndays - 1)
    days = [start + TD(days=i) for i in range(ndays)]
    dstyle = r.choice([loc.short_style, "dMon" if code not in ("US",) else "md", "wd_dm" if code not in ("US", "CA") else "wd_md"])
    meds = [m for m in w.pick_meds(r.randint(5, 8)) if m[4] not in ("prn", "cont")]
    if layout == "grid":
        _header(doc, w, r.choice(["MEDICATION ADMINISTRATION RECORD", "Inpatient Medication Chart - Regular Medicines",
                                  "MAR - Scheduled Medications", "NATIONAL INPATIENT MEDICATION CHART (regular)"]))
        doc.w("Chart {n} of {m}   Pharmacist verified: {ph} {pd}\n\n", n=str(r.randint(1, 2)), m="2",
              ph=w.pharm.ini, pd=loc.d(start, loc.short_style))
        doc.add("%-40s %-5s" % ("Medication", "Time"))
        for d in days:
            doc.add(" | ", loc.d(d, dstyle))
        doc.add("\n" + "-" * (46 + 10 * ndays) + "\n")
        times_for = {"od": ["0800"], "bd": ["0800", "2000"], "tds": ["0800", "1400", "2200"],
                     "qds": ["0600", "1200", "1800", "2200"], "nocte": ["2200"], "weekly": ["0800"]}
        for m in meds:
            desc = "%s %s %s %s" % (w.med_name(m), w.dose(m), m[3], w.freq(m[4]))
            times = times_for.get(m[4], ["0800"])
            if m[4] == "qds" and r.random() < 0.5:
                times = times[:2]
            for ti, t in enumerate(times):
                doc.add("%-40s %-5s" % (desc if ti == 0 else "", t))
                for di, d in enumerate(days):
                    doc.add(" | ")
                    if m[4] == "weekly" and di != 0:
                        doc.add("--")
                        continue
                    x = r.random()
                    if di == ndays - 1 and int(t) > 1300:
                        doc.add("")
                    elif x < 0.08:
                        doc.add(r.choice(["R", "H", "2", "6", "1"]) if code not in ("US", "CA") else r.choice(["R", "H", "NPO"]))
                    else:
                        doc.add(r.choice(nurses).ini)
                doc.add("\n")
            doc.add("   start ", loc.d(days[0] - TD(days=r.randint(0, 4)), loc.short_style), "  presc ", w.reg.ini if r.random() < 0.6 else w.jr.ini,
                    "  ind: %s\n" % m[5])
        doc.add("\n" + _admin_codes(w) + "\n")
        if r.random() < 0.5:
            doc.w("Held {hd} 0800 amlodipine - SBP 94 (see notes, {ini})\n", hd=loc.d(days[1], loc.short_style), ini=r.choice(nurses).ini)
        doc.add("\nSIGNATURE LOG\n")
        for n in nurses + [w.pharm]:
            doc.add(n.ini, " = ", n.full, ", %s\n" % n.cred)
        if r.random() < 0.5:
            doc.w("Prescriber(s): {a} {reg.full} ({reg.ini}); {jr.full} ({jr.ini})\n", a="")
    elif layout == "list":
        day = w.today
        doc.w("{~eMAR - Administration Report|Medication Administration History|eMAR printout} ({d})\n", d=loc.d(day))
        doc.w("{pt.LF}  |  {mrn}  |  DOB {dob}  |  {ward} Rm {room}\nEncounter {acct}   Attending {att.full}\n\n")
        doc.add("Sched  Given  Medication                               Status     By\n")
        events = []
        for m in meds:
            for t in {"od": ["0800"], "bd": ["0800", "2000"], "tds": ["0800", "1400", "2200"], "qds": ["0600", "1200", "1800"],
                      "nocte": ["2100"], "weekly": ["0800"]}.get(m[4], ["0800"]):
                events.append((t, m))
        events.sort(key=lambda e: e[0])
        for t, m in events:
            n = r.choice(nurses)
            hh, mm = int(t[:2]), r.randint(0, 40)
            gt = "%02d%02d" % (hh, mm)
            st = r.choice(["Given", "Given", "Given", "Given", "Held", "Refused", "Given-late"])
            desc = "%s %s %s" % (w.med_name(m), w.dose(m), m[3])
            doc.add("%s   %s   %-40s %-10s " % (t, gt if st.startswith("Given") else "----", desc[:40], st))
            doc.add(r.choice([n.fil, n.full, n.ini]), "\n")
            if st == "Held":
                doc.add("       reason: %s\n" % r.choice(["HR 52", "SBP 92", "NPO for procedure", "INR 3.6", "patient drowsy"]))
        if r.random() < 0.7:
            doc.w("\nCONTINUOUS INFUSIONS\n{~Heparin 25,000 units/500 mL|Sodium chloride 0.9% 1 L|Insulin 50 units/50 mL|Furosemide 250 mg/50 mL} @ {rt} mL/h via pump SN {sn} - started {st} by {ini}; rate verified {vt} by {ini2} (independent double check)\n",
                  rt=str(r.randint(2, 125)), sn=loc.serial("pump"), st="%02d%02d" % (r.randint(0, 23), r.randrange(60)),
                  ini=r.choice(nurses).full, vt="%02d%02d" % (r.randint(0, 23), r.randrange(60)), ini2=r.choice(nurses).full)
        doc.w("\nBarcode scan compliance {bc}%.  Pharmacist: {pharm.fc}{?0.5: ({un})}\n", bc=str(r.randint(86, 100)), un=w.cast.username(w.pharm))
    elif layout == "prn":
        _header(doc, w, r.choice(["PRN / AS-REQUIRED MEDICATION RECORD", "Controlled Drug & PRN Administration Record",
                                  "As Required Medicines - Administration Record"]))
        doc.add("\n")
        doc.add("Date        Time   Drug / dose / route                 Reason             Given  Witness  Effect\n")
        prns = [("oxycodone", "2.5 mg PO", "pain 7/10"), ("morphine", "2 mg IV" if code != "UK" else "2.5 mg SC", "pain"),
                (v["para"], "1 g PO", "pain / temp 38.1"), ("ondansetron", "4 mg IV", "nausea"), ("lorazepam", "0.5 mg PO", "agitation"),
                ("haloperidol", "0.5 mg PO", "distressed, delirium"), ("GTN spray" if code != "US" else "nitroglycerin", "400 mcg SL", "chest pain"),
                ("salbutamol" if code != "US" else "albuterol", "2.5 mg neb", "wheeze"), ("senna", "15 mg PO", "constipation")]
        entries = sorted((r.choice(days), r.randint(0, 23), r.randrange(60)) for _ in range(r.randint(6, 10)))
        for d, hh, mi in entries:
            drug, dose, why = r.choice(prns)
            n1, n2 = r.sample(nurses, 2)
            cd = drug in ("oxycodone", "morphine", "lorazepam")
            doc.add(loc.d(d, loc.main_style if loc.main_style not in ("MonthdY",) else "mdy4"), "  %02d%02d   %-35s %-18s " % (hh, mi, (drug + " " + dose)[:35], why[:18]))
            doc.add(n1.ini, "     ")
            if cd:
                doc.add(n2.ini, "       ")
            else:
                doc.add("-        ")
            doc.add(r.choice(["effective", "partial", "nil effect", "settled", "asleep"]), " ", n1.ini if r.random() < 0.7 else n2.ini, "\n")
        if r.random() < 0.6:
            doc.w("\nCD cabinet override {od} at {t}: access by {n} via fingerprint ID {bio}; witnessed by {n2}.\n",
                  od=loc.d(r.choice(days), loc.short_style), t="%02d%02d" % (r.randint(0, 23), r.randrange(60)), n=nurses[0].full,
                  bio=loc.bioid(), n2=nurses[1].full)
        doc.add("\nSignature log: ")
        doc.add(*sum([[n.ini, " - ", n.full, "; "] for n in nurses], [])[:-1])
        doc.add("\n")
    else:
        doc.w("{~eMAR AUDIT TRAIL|Medication Administration Audit Log|MAR Access & Administration Log}\nPatient: {pt.LF}   MRN {mrn}   Encounter {acct}\nReport run {rd} by {un}\n\n",
              rd=loc.d(w.today + TD(days=1)), un=w.cast.username(w.pharm))
        doc.add("Timestamp          User          Workstation   IP               Action\n")
        users = [(n, w.cast.username(n)) for n in nurses]
        wss = [P("WOW-%d%s-%02d" % (r.randint(1, 9), r.choice("ABCD"), r.randint(1, 20)), "DEVICE") for _ in range(3)]
        ips = [loc.ip() for _ in range(3)]
        for i in range(r.randint(7, 12)):
            d = r.choice(days)
            n, un = r.choice(users)
            k = r.randrange(3)
            m = r.choice(meds)
            act = r.choice(["Administered %s %s" % (w.med_name(m), w.dose(m)), ["Scanned wristband (pt ", w.pt.inid, ")"], "Documented held dose: %s" % w.med_name(m),
                            "Viewed MAR", "Override - barcode unreadable", "Witness co-sign"])
            doc.add(loc.d(d, "iso" if r.random() < 0.7 else loc.main_style), " %02d:%02d  " % (r.randint(0, 23), r.randrange(60)))
            doc.add(un, "  ", wss[k], "  ", ips[k], "  ", act, "\n")
        doc.w("\nBiometric sign-on enrolled for {n} (ID {bio}) on {bd}.\n", n=nurses[0].full, bio=loc.bioid(),
              bd=loc.d(w.today - TD(days=r.randint(100, 900))))
        doc.add("User key: ")
        for i, (n, un) in enumerate(users):
            doc.add(un, " = ", n.full, ", %s" % n.cred, "; " if i < len(users) - 1 else "\n")
        doc.w("Pharmacy verification by {pharm.full}{?0.5:, {ll} {lic}}.\n", ll=loc.license_for("pharmacist", w.pharm.last_s)[0],
              lic=loc.license_for("pharmacist", w.pharm.last_s)[1])
