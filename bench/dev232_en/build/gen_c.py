"""Genres: discharge summary, weekly MDT huddle list, referral to virtual ward, equipment collection run sheet."""
from core import P, pick, chance
import phi as PH
import blocks as B
import pools as PL
from gen_b import bio_kind


def discharge(n, c):
    rng = c.rng
    uk = c.uk
    los = rng.randrange(3, 12)
    who = c.clin(pick(rng, [0, 1, 7]))
    key, dxs = B.dx(c)
    B.header(n, c, pick(rng, ["Discharge from Virtual Ward - Summary", "VW DISCHARGE SUMMARY", "Virtual ward discharge letter"] if uk else
                         ["Hospital at Home Discharge Summary", "HAH DISCHARGE SUMMARY", "Discharge Summary - Acute Care at Home"]))
    n.t("Admitted: ")
    n.add(c.date(-los))
    n.t(pick(rng, ["   Discharged: ", " -> ", "  D/C: "]))
    n.add(c.date(0))
    n.f("  (LOS {k} days)\n", k=str(los))
    if not uk and chance(rng, 0.6):
        n.f("Encounter: {a}   Payer: {py} ({m})\n", a=P("ACCOUNT", c.account), py=c.payer, m=P("HEALTHPLAN", c.plan))
    n.t("Admitting clinician: ")
    n.add(c.clin(0).ref(rng, ["title_full", "full_cred", "title_sur"]))
    n.nl(2)
    n.t("Diagnosis: " + dxs + "\n")
    n.t("Comorbidities: " + ", ".join(B.pmh(c)))
    if chance(rng, 0.4):
        B.past_event(n, c)
    n.t("\n\n")
    n.t(pick(rng, ["Summary of VW stay:\n", "Hospital course:\n", "Clinical summary\n", "Course at home:\n"]))
    n.add(c.name(["title_sur", "full", "given", "title_full"]))
    n.f(" was admitted to {vw} ", vw=P("HOSPITAL", c.vw))
    if chance(rng, 0.5):
        n.f("as a step-down from {w} at {h} ", w=P("HOSPITAL", c.ward), h=P("HOSPITAL", c.hospital))
    else:
        n.f("from {h} ED ", h=P("HOSPITAL", c.hospital))
    n.f("on {d} with {dx}. ", d=c.sdate(-los), dx=dxs.split(" (")[0])
    n.t(pick(rng, ["Received " + B.iv(c) + " for 5 days then stepped down to oral. ",
                   "IV diuresis with daily weights; %d kg fluid off. " % rng.randrange(2, 8),
                   "Obs monitored TDS via app; NEWS2 settled from 5 to 1 by day 3. ",
                   "Oral steroids and nebs; sats maintained > 92% on air throughout. "]))
    if chance(rng, 0.5):
        n.f("One escalation on {d} (SpO2 88%), reviewed at home by {a}, managed without conveyance. ",
            d=c.sdate(-rng.randrange(1, los)), a=c.clin(1).ref(rng))
    if chance(rng, 0.35):
        n.f("Readmission avoided over {h}. ", h=c.hol())
    n.t(pick(rng, ["No falls. ", "Mobility back to baseline. ", "Mild delirium resolved. ", ""]) + "\n\n")
    if chance(rng, 0.6):
        B.labs(n, c, -1)
        n.nl()
    n.t("Medications on discharge:\n")
    for m in B.meds(c):
        n.t("  " + m + pick(rng, ["", "", "", "  (NEW)", "  (dose changed)", "  (unchanged)"]) + "\n")
    n.t("Stopped: " + pick(rng, ["ramipril (AKI) - GP to consider restarting", "IV antibiotics - course complete",
                                 "none", "naproxen", "amlodipine (postural drop)"]) + "\n\n")
    if chance(rng, 0.3):
        if uk:
            n.f("Social care: referral to {o} for reablement; NI no. {s} supplied for financial assessment.\n",
                o=P("ORGANIZATION", c.council), s=P("SSN", c.ssn))
        else:
            n.f("Social work: referred to {o}; Medicaid application started (SSN {s} on file).\n",
                o=P("ORGANIZATION", c.council), s=P("SSN", c.ssn))
    n.t("Equipment: ")
    if chance(rng, 0.6):
        n.f("oximeter {o} and hub {h} collected {d}.\n", o=P("DEVICE", c.devices["oxi"]), h=P("DEVICE", c.devices["hub"]),
            d=c.sdate(rng.randrange(0, 3)))
    else:
        n.t("all kit returned.\n")
    n.t("Follow-up:\n")
    fu = [["  - ", "GP review in 1 week at " if uk else "PCP visit in 7-10 days at ", P("HOSPITAL", c.gp_site)],
          ["  - Repeat bloods ", c.rdate(rng.randrange(5, 12))],
          ["  - ", pick(rng, ["Respiratory", "Heart failure", "Frailty", "ID"]), " clinic at ", P("HOSPITAL", c.hospital), " on ", c.date(rng.randrange(14, 40))],
          ["  - District nurses to check legs" if uk else "  - Home health RN visits 2x/wk via ", P("ORGANIZATION", c.agency) if not uk else ""],
          ["  - Pt/", c.nok_rel, " given copy; advised to call ", P("PHONE", c.team_phone), " within 48 h if concerns"]]
    for i in sorted(rng.sample(range(len(fu)), rng.randrange(2, 6))):
        n.add(fu[i])
        n.nl()
    n.nl()
    if chance(rng, 0.6):
        n.t("Copy to: ")
        n.add(c.gp.ref(rng, ["title_full", "full_cred"]))
        n.f(", {s}", s=P("HOSPITAL", c.gp_site))
        if chance(rng, 0.5):
            n.f(", fax {fx}", fx=P("FAX", PH.fax(rng, uk)))
        if chance(rng, 0.5):
            n.f(", {e}", e=P("EMAIL", c.gp.email))
        n.nl()
    B.signoff(n, c, who, 0)


def mdt_huddle(n, c):
    rng = c.rng
    uk = c.uk
    n.f(pick(rng, ["WEEKLY MDT HUDDLE - {vw}\n", "{vw} - weekly MDT board round\n", "MDT huddle list | {vw}\n"]), vw=P("HOSPITAL", c.vw))
    n.f("Date: {d}   {tm}, {r}\n", d=c.date(0, pick(rng, ["wday_d_month", "dmy", "d_month_y"] if uk else ["wday_month_d", "mdy", "month_d_y"])),
        tm="%02d:%02d" % (rng.randrange(8, 14), pick(rng, [0, 15, 30, 45])), r=pick(rng, ["Teams", "hub office", "conference room", "Zoom + in person"]))
    n.t("Present: ")
    staff = [c.clin(i) for i in range(8)]
    sel = [0, 1, 2] + rng.sample(range(3, 8), rng.randrange(1, 5))
    rng.shuffle(sel)
    owners = [i for i in sel if i in (1, 2, 3, 7)]
    bpre = pick(rng, ["", "VW", "V-", "Bed "])
    for j, i in enumerate(sel):
        if j:
            n.t(", ")
        if chance(rng, 0.3):
            n.add(staff[i].ref(rng, ["full"]))
            n.t(" (" + staff[i].kind + ")")
        else:
            n.add(staff[i].ref(rng, ["full_cred", "title_sur", "init_cred"]))
    n.t("\nChair: ")
    n.add(staff[0].ref(rng, ["title_sur", "initials"]))
    n.t("   Minutes: ")
    n.add(staff[5].ref(rng, ["initials", "given"]))
    n.nl(2)
    k = rng.randrange(5, 13)
    sty = rng.randrange(3)
    if sty == 0:
        n.t("Bed | Patient | Age/Sex | ID | Dx | Day | Issues / plan | Owner\n")
    for i in range(k):
        p = c if i == 0 else PH.Case(rng, uk)
        bed = P("LOCATION_OTHER", ("" if bpre == "Bed " else bpre) + str(rng.randrange(1, 41)))
        if bpre == "Bed " and sty == 0:
            bed = ["Bed ", bed]
        key, dxs = B.dx(p)
        short = dxs.split(" (")[0].split(",")[0]
        day = str(rng.randrange(1, 12))
        own = staff[pick(rng, owners)].ref(rng, ["initials", "given"])
        plan = pick(rng, ["d/c tomorrow if bloods ok", "IV -> PO today", "needs OT + POC restart", "escalate if NEWS2 >=5",
                          "await echo", "step-up to acute? discuss with cons", "continue, review Fri", "safeguarding concern - SW aware",
                          "delirium improving", "repeat K+ in am", "family meeting booked"])
        if sty == 0:
            n.add(bed)
            n.t(" | ")
            n.add(p.name(["caps_comma", "sur_comma", "full"]))
            n.t(" | ")
            n.f("{a}{s} | ", a=P("AGE", str(p.age)), s=p.pt.sex)
            n.add(P("MRN", p.nhs if (uk and chance(rng, 0.6)) else p.mrn))
            n.t(" | " + short + " | " + day + " | " + plan + " | ")
            n.add(own)
            n.nl()
        elif sty == 1:
            n.f("{i}. Bed ", i=str(i + 1))
            n.add(bed)
            n.t(" - ")
            n.add(p.name(["full", "title_full", "caps"]))
            n.t(" (")
            n.add(p.age_p(pick(rng, ["aX", "y", "X"])))
            n.t(") ")
            if chance(rng, 0.6):
                n.add(p.hospital_id())
                n.t(". ")
            n.t(short + ", day " + day + ".\n   ")
            extra = rng.randrange(6)
            if extra == 0:
                n.f("Lives at {a}; ", a=[P("STREET", p.street), ", ", P("CITY", p.town)])
            elif extra == 1:
                n.f("{rel} {nm} ({ph}) wants update; ", rel=p.nok_rel, nm=p.nok_name(["given", "full"]), ph=P("PHONE", p.nok_phone))
            elif extra == 2:
                n.f("Admitted {d}; ", d=p.sdate(-int(day)))
            elif extra == 3:
                n.f("Former {pr}; ", pr=P("PROFESSION", p.prof))
            elif extra == 4:
                n.f("Oximeter {d} faulty - swap; ", d=P("DEVICE", p.devices["oxi"]))
            n.t("Plan: " + plan + ". Owner ")
            n.add(own)
            n.nl()
        else:
            n.t("* ")
            n.add(p.name(["sur_comma", "initials", "title_sur", "caps_comma"]))
            n.t(", ")
            n.add(p.age_p(pick(rng, ["aX", "yo", "y"])))
            n.t(", bed ")
            n.add(bed)
            n.t(": " + short + ". " + plan)
            if chance(rng, 0.4):
                n.f(". EDD {d}", d=p.sdate(rng.randrange(1, 5)))
            n.t(" [")
            n.add(own)
            n.t("]\n")
    n.nl()
    n.t("Capacity: " + str(rng.randrange(20, 41)) + " beds, occupancy " + str(rng.randrange(55, 99)) + "%. ")
    n.t("Referrals pending: " + str(rng.randrange(0, 6)) + ". ")
    n.t(pick(rng, ["Staffing: 1 RN short on late shift. ", "Kit stock: 4 oximeters, 2 hubs. ", "Reminder: audit due end of month. ", ""]))
    if chance(rng, 0.4):
        n.f("Next MDT {d}.", d=c.date(7, pick(rng, ["wday_d_month", "dm"] if uk else ["wday_month_d", "md"])))
    n.nl()


def referral(n, c):
    rng = c.rng
    uk = c.uk
    ref = c.gp if chance(rng, 0.5) else c.clin(7)
    site = c.gp_site if ref is c.gp else c.hospital
    n.t(pick(rng, ["REFERRAL TO VIRTUAL WARD\n", "Virtual Ward / Hospital at Home referral form\n", "Step-up referral - remote monitoring\n"]
                  if uk else ["HOSPITAL AT HOME REFERRAL\n", "Referral: Acute Care at Home program\n", "HaH referral / intake form\n"]))
    n.f("Referral ref: {r}   Received: {d} {tm}\n\n", r=P("IDNUM", PH.idnum(rng, "ref")), d=c.date(0), tm=B.time(rng))
    n.t("REFERRER\n  Name: ")
    n.add(ref.ref(rng, ["title_full", "full_cred"]))
    n.f("\n  Base: {s}\n  {lab}: {lic}\n  Tel: {ph}   Fax: {fx}\n", s=P("HOSPITAL", site), lab=ref.lic[0], lic=P("LICENSE", ref.lic[1]),
        ph=P("PHONE", PH.phone(rng, uk, ext=chance(rng, 0.4))), fx=P("FAX", PH.fax(rng, uk)))
    if chance(rng, 0.6):
        n.f("  Email: {e}\n", e=P("EMAIL", ref.email))
    n.t("\nPATIENT\n  Name: ")
    n.add(c.name(["caps_comma", "full", "mid", "sur_comma"]))
    n.f("\n  DOB: {dob} (", dob=c.dob_p())
    n.add(c.age_p(pick(rng, ["y", "yrs", "X"])))
    n.t(")\n  ")
    n.add(c.hospital_id())
    if uk and chance(rng, 0.35):
        n.f("\n  NI no: {s}", s=P("SSN", c.ssn))
    if not uk:
        n.f("\n  Insurance: {py}  Member {m}  Group {g}", py=c.payer, m=P("HEALTHPLAN", c.plan), g=P("HEALTHPLAN", c.group))
        if chance(rng, 0.5):
            n.f("\n  SSN: {s}", s=P("SSN", c.ssn))
    n.t("\n  Address: ")
    n.add(c.addr())
    n.f("\n  Tel: {ph}   Mobile: {m}\n", ph=P("PHONE", c.phone), m=P("PHONE", c.mobile))
    n.f("  NOK: {nm} ({rel}) {ph}\n", nm=c.nok_name(["full", "title_full"]), rel=c.nok_rel, ph=P("PHONE", c.nok_phone))
    n.f("  Registered {g}: {s}\n" if uk else "  PCP: {g}, {s}\n", g="GP" if uk else c.gp.ref(rng, ["title_full"]), s=P("HOSPITAL", c.gp_site))
    if chance(rng, 0.35):
        n.f("  Interpreter: yes - {lang}\n", lang=pick(rng, ["Polish", "Urdu", "Punjabi", "Spanish", "Cantonese", "Portuguese"]))
    key, dxs = B.dx(c)
    n.t("\nCLINICAL\n  Reason: " + dxs + "\n  Obs at referral: " + B.Obs(rng, 0.4).line(c) + "\n")
    n.t("  PMH: " + ", ".join(B.pmh(c)))
    if chance(rng, 0.4):
        B.past_event(n, c)
    n.t("\n  Meds: " + "; ".join(B.meds(c)) + "\n  Allergies: " + pick(rng, B.ALLERGY) + "\n")
    n.t("  Frailty: CFS " + str(rng.randrange(3, 8)) + ("  Waterlow " + str(rng.randrange(8, 20)) if chance(rng, 0.5) else "") + "\n")
    n.t("  Criteria checklist: ")
    n.t(pick(rng, ["[x] clinically stable [x] home suitable [x] consent [ ] needs O2",
                   "stable, phone signal ok, carer present 24h, consent given",
                   "meets criteria except no Wi-Fi - 4G hub needed"]) + "\n")
    if chance(rng, 0.5):
        n.f("  Home: lives at {b}; ", b=P("LOCATION_OTHER", c.building))
        n.f("carers from {a}.\n", a=P("ORGANIZATION", c.agency))
    if chance(rng, 0.45):
        n.f("  Occupation: {p}" + (" (retired)" if c.retired else "") + "\n", p=P("PROFESSION", c.prof))
    if chance(rng, 0.4):
        n.f("  Travel: returned from {co} on {d}\n", co=P("COUNTRY", c.born_in), d=c.rdate(-rng.randrange(3, 20)))
    n.t("\nTRIAGE (VW use)\n  ")
    tri = c.clin(pick(rng, [1, 2]))
    outcome = pick(rng, ["Accepted", "Accepted - start tomorrow AM", "Declined - too unwell, advised ED", "Accepted pending bloods"])
    n.t(outcome)
    n.t(" by ")
    n.add(tri.ref(rng, ["full_cred", "init_cred", "title_sur"]))
    n.f(" on {d} at {tm}.", d=c.sdate(0), tm=B.time(rng))
    if outcome.startswith("Accepted") and chance(rng, 0.6):
        n.f(" Bed {b} allocated.", b=P("LOCATION_OTHER", str(rng.randrange(1, 41))))
    n.nl()
    if outcome.startswith("Accepted") and chance(rng, 0.5):
        n.f("  Onboarding visit: {d}; portal invite sent to {e}\n", d=c.sdate(1), e=P("EMAIL", c.email))


def collection(n, c):
    rng = c.rng
    uk = c.uk
    drv = PH.Person(rng, uk=uk)
    co = pick(rng, PL.COURIERS)
    n.t(pick(rng, ["EQUIPMENT COLLECTION RUN SHEET\n", "Kit collection / delivery round\n", "Courier run - remote monitoring equipment\n"]))
    n.f("Service: {s}   Run date: {d}\n", s=P("HOSPITAL", c.vw), d=c.date(0))
    n.f("Carrier: {co}   Driver: {dr}   Vehicle: {v}\n", co=P("ORGANIZATION", co), dr=PH.name_forms(drv, "FAMILY", rng, ["full", "init_sur"]),
        v=P("VEHICLE", PH.plate(rng, uk)))
    if chance(rng, 0.4):
        n.f("Driver licence checked: {l}\n", l=P("LICENSE", PH.driver_lic(rng, uk, drv.family)))
    if chance(rng, 0.35):
        n.f("Vehicle VIN {v} (hire van)\n", v=P("VEHICLE", PH.vin(rng)))
    n.f("Depot contact: {ph}\n\n", ph=P("PHONE", PH.phone(rng, uk, ext=chance(rng, 0.3))))
    k = rng.randrange(4, 8)
    for i in range(k):
        p = c if i == 0 else PH.Case(rng, uk)
        n.f("Stop {i}  {tm}\n  ", i=str(i + 1), tm=pick(rng, ["AM", "PM", B.time(rng), "09:00-12:00", "after 2pm"]))
        n.add(p.name(["title_sur", "full", "caps_comma", "title_full"]))
        n.t(", ")
        n.add([P("STREET", p.street), ", ", P("CITY", p.town), " ", P("ZIP", p.zip)] if chance(rng, 0.7) else p.addr())
        n.t("\n  ")
        if chance(rng, 0.5):
            n.f("Tel {ph}. ", ph=P("PHONE", pick(rng, [p.phone, p.mobile])))
        job = rng.randrange(3)
        if job == 0:
            n.t("COLLECT: ")
            items = []
            for kk in rng.sample(["oxi", "bp", "hub", "tab", "temp", "scale"], rng.randrange(1, 4)):
                items.append([{"oxi": "oximeter ", "bp": "BP cuff ", "hub": "hub ", "tab": "tablet ", "temp": "thermometer ", "scale": "scales "}[kk],
                              P("DEVICE", p.devices[kk])])
            for j, it in enumerate(items):
                if j:
                    n.t(", ")
                n.add(it)
        elif job == 1:
            n.t("DELIVER: new kit - oximeter ")
            n.add(P("DEVICE", p.devices["oxi"]))
            if chance(rng, 0.5):
                n.t(", hub ")
                n.add(P("DEVICE", p.devices["hub"]))
        else:
            n.t("SWAP: faulty BP cuff ")
            n.add(P("DEVICE", p.devices["bp"]))
            n.t(" -> ")
            n.add(P("DEVICE", PH.serial(rng, "bp")))
        n.nl()
        n.t("  ")
        note = rng.randrange(7)
        if note == 0:
            n.f("Key holder: {rel} {nm}", rel=p.nok_rel, nm=p.nok_name(["given", "full"]))
        elif note == 1:
            n.f("Park behind the {l}", l=P("LOCATION_OTHER", p.landmark))
        elif note == 2:
            n.f("Flat in {b}, intercom", b=P("LOCATION_OTHER", p.building))
        elif note == 3:
            n.t("Dog in house - ring first")
        elif note == 4:
            n.f("Pt in {h} until {d}, collect from there", h=P("HOSPITAL", p.hospital), d=p.sdate(1))
        elif note == 5:
            n.t("Wipe kit with Clinell before bagging")
        else:
            n.f("Order {o}", o=P("IDNUM", PH.idnum(rng, "order")))
        n.t(pick(rng, [". Done " + B.time(rng) + ".\n", ". No answer - card left.\n", ". Completed, signed POD.\n", ".\n"]))
        if chance(rng, 0.2):
            bio = PH.bioid(rng)
            n.f("  POD confirmed by {k} (ref {b})\n", k=bio_kind(bio), b=P("BIOID", bio))
    n.nl()
    n.t("Returned to store: " + str(rng.randrange(2, 12)) + " items for decontamination. ")
    n.t(pick(rng, ["Checked in by ", "Received at hub by "]))
    n.add(c.clin(5).ref(rng, ["full", "initials", "given"]))
    n.f(" {d}.\n", d=c.sdate(0))
    if chance(rng, 0.3):
        n.f("Tracking uploaded: {u}\n", u=P("URL", pick(rng, ["https://track.example.net/run/", "www.example.com/pod/", "https://logistics.example.test/r/"]) + PH.digits(rng, 6)))
