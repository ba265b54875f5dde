"""Genres: medication delivery / IV at home, escalation to ED, onboarding + device issue, carer phone update."""
from core import P, pick, chance
import phi as PH
import blocks as B
import pools as PL


def bio_kind(b):
    """The biometric modality that matches an identifier's prefix."""
    pre = b.split("-")[0][:3].upper()
    return {"FP": "fingerprint", "FID": "fingerprint", "PV": "palm vein scan", "VP": "voiceprint",
            "RET": "retinal scan", "BIO": "face match"}.get(pre, "fingerprint")


def med_delivery(n, c):
    rng = c.rng
    uk = c.uk
    pres = c.clin(pick(rng, [0, 1, 7]))
    pharm = c.clin(4)
    nurses = [c.clin(2), c.clin(3), c.clin(1)]
    drug = B.iv(c)
    n.t(pick(rng, ["IV ANTIBIOTIC AT HOME - ADMINISTRATION RECORD\n", "OPAT / home IV record\n", "Medication delivery & home IV log\n"]
                  if uk else ["HOME INFUSION RECORD\n", "Home IV therapy - delivery and administration log\n", "OPAT HOME INFUSION FLOWSHEET\n"]))
    n.f("Provider: {h}   Pharmacy: {ph}\n", h=P("HOSPITAL", c.vw), ph=P("HOSPITAL", c.pharmacy))
    n.f("Patient: {nm}   DOB: {dob}   ", nm=c.name(["caps_comma", "full", "sur_comma"]), dob=c.dob_p())
    n.add(c.hospital_id())
    n.t("\nDelivery address: ")
    n.add(c.addr())
    n.f("\nContact: {ph}\n", ph=P("PHONE", pick(rng, [c.phone, c.mobile])))
    if not uk and chance(rng, 0.5):
        n.f("Insurance: {py}, ID {m}; prior auth {a}\n", py=c.payer, m=P("HEALTHPLAN", c.plan), a=P("IDNUM", PH.idnum(rng, "auth")))
    n.t("\nPrescription\n")
    course = rng.randrange(5, 15)
    n.f("  Drug: {d}\n  Indication: {i}\n  Course: {k} days, start {s}, planned stop {e}\n",
        d=drug, i=B.dx(c)[1], k=str(course), s=c.date(0), e=c.date(course - 1))
    n.t("  Access: " + pick(rng, ["PICC inserted in IR, tip confirmed on CXR", "midline placed by VAT team", "peripheral cannula, resite q72h",
                                  "Hickman line (existing)"]) + "\n")
    n.t("  Prescriber: ")
    n.add(pres.sign(rng))
    n.f(" ({lab} {lic})", lab=pres.lic[0], lic=P("LICENSE", pres.lic[1]))
    if not uk and chance(rng, 0.4):
        n.f(", DEA {d}", d=P("LICENSE", pres.dea))
    n.f("\n  Rx no: {r}\n", r=P("IDNUM", PH.idnum(rng, "rx")))
    if chance(rng, 0.6):
        n.t("  Clinically screened by ")
        n.add(pharm.ref(rng, ["full_cred", "full", "init_cred"]))
        n.t(" - " + pick(rng, ["dose OK for CrCl 45", "no interactions", "renal adjust not needed", "check trough before dose 4"]) + "\n")
    n.t("\nDelivery\n")
    cour = pick(rng, PL.COURIERS)
    drv = PH.Person(rng, uk=uk)
    n.f("  Courier: {co}, driver {dr}, vehicle {v}\n", co=P("ORGANIZATION", cour),
        dr=PH.name_forms(drv, "FAMILY", rng, ["full", "given", "init_sur"]), v=P("VEHICLE", PH.plate(rng, uk)))
    h1 = rng.randrange(7, 12)
    n.f("  Tracking: {tr}   Dispatched {d1} {t1}   Delivered {d2} {t2}\n", tr=P("IDNUM", PH.idnum(rng, "track")),
        d1=c.sdate(0), t1="%02d:%02d" % (h1, rng.randrange(60)), d2=c.sdate(0), t2="%02d:%02d" % (h1 + rng.randrange(1, 4), rng.randrange(60)))
    n.t("  Received by: ")
    if chance(rng, 0.5):
        n.add(c.name(["full", "title_sur"]))
    else:
        n.f("{nm} ({rel})", nm=c.nok_name(["full", "given"]), rel=c.nok_rel)
    if chance(rng, 0.35):
        n.f(", ID verified by {k} on handheld (template {b})", k=bio_kind(c.bio), b=P("BIOID", c.bio))
    n.t("\n  Cold chain: " + pick(rng, ["2-8 C maintained, logger OK", "data logger 4.6 C on arrival", "ambient, n/a"]) + "\n")
    if chance(rng, 0.6):
        n.f("  Pump: elastomeric / ambulatory pump SN {p}\n", p=P("DEVICE", c.devices["pump"]))
    n.t("\nAdministration log\n")
    sty = rng.randrange(2)
    if sty == 0:
        n.t("Day | Date | Time | Dose | Site | Given by | Comment\n")
    k = rng.randrange(3, 8)
    line = pick(rng, ["PICC L basilic", "midline R", "peripheral cannula L forearm", "PICC R"])
    for i in range(k):
        nu = pick(rng, nurses)
        if sty == 0:
            n.f("{i} | {d} | {tm} | ", i=str(i + 1), d=c.sdate(i), tm="%02d:%02d" % (rng.randrange(14, 21), rng.randrange(60)))
            n.t(drug.split(" IV")[0].split(" via")[0] + " | " + line + " | ")
            n.add(nu.ref(rng, ["initials", "full", "init_cred"]))
            n.t(" | " + pick(rng, ["no issues", "site clean", "flushed 10 ml NaCl 0.9%", "pt asleep, woken", "slight phlebitis VIP 1",
                                   "pump changed", "bloods taken - " , "given by " + c.nok_rel + " (trained)"]) + "\n")
        else:
            n.f("- Dose {i}: {d} at {tm}, ", i=str(i + 1), d=c.sdate(i), tm="%02d:%02d" % (rng.randrange(14, 21), rng.randrange(60)))
            n.add(nu.ref(rng, ["initials", "full_cred", "title_sur"]))
            n.t(". " + pick(rng, ["Obs stable.", "Temp 37.2.", "No reaction.", "Line patent, good flashback.", "Pt reports nausea, ondansetron PRN given."]) + "\n")
    if chance(rng, 0.5):
        n.f("\nTDM: trough {v} mg/L on {d} (specimen {s})\n", v="%.1f" % (8 + rng.random() * 15), d=c.sdate(2),
            s=P("IDNUM", PH.idnum(rng, "lab")))
    if chance(rng, 0.5):
        n.f("\nPharmacy contact: {ph} / fax {fx}\n", ph=P("PHONE", PH.phone(rng, uk, ext=chance(rng, 0.4))), fx=P("FAX", c.team_fax))
    n.t("\nOral meds also delivered: " + ", ".join(B.meds(c, rng.randrange(1, 4))) + "\n")
    B.signoff(n, c, pick(rng, nurses), rng.randrange(0, 4))


def escalation(n, c):
    rng = c.rng
    uk = c.uk
    hub = c.clin(pick(rng, [2, 3]))
    sen = c.clin(pick(rng, [0, 1, 7]))
    o = B.Obs(rng, 1.0)
    n.t(pick(rng, ["ESCALATION TO ED - CALL RECORD\n", "Escalation record (transfer to acute)\n", "Urgent escalation: conveyance to ED\n",
                   "ED TRANSFER CALL LOG\n"]))
    mins = rng.randrange(6 * 60, 20 * 60)
    n.f("Date: {d}   Time of trigger: {tm}\n", d=c.date(0), tm="%02d:%02d" % (mins // 60, mins % 60))
    n.t("Patient: ")
    n.add(c.name(["caps_comma", "full", "sur_comma", "title_full"]))
    n.t(", ")
    n.add(c.age_p())
    n.t("   ")
    n.add(c.hospital_id())
    if not uk and chance(rng, 0.5):
        n.f("   Acct {a}", a=P("ACCOUNT", c.account))
    n.t("\nLocation: ")
    n.add(c.addr())
    n.nl(2)
    n.t("S: ")
    n.t(pick(rng, ["Automated alert NEWS2 %d" % max(o.news, 5), "SpO2 %d%% on repeat" % min(o.spo2, 89),
                   "Pt called hub c/o central chest pain", "Carer reports new confusion and drowsiness",
                   "HR %d irregular on wearable" % max(o.hr, 130)]) + ".\n")
    n.t("B: ")
    n.add(c.name(["title_sur", "given", "initials"]))
    n.f(" on VW since {d} with {dx}. PMH {p}.\n", d=c.sdate(-rng.randrange(1, 7)), dx=B.dx(c)[1], p=", ".join(B.pmh(c, 3)))
    if chance(rng, 0.6):
        n.t("Preceding readings: ")
        back = sorted(rng.sample(range(20, 600), 3), reverse=True)
        for j in range(3):
            o2 = B.Obs(rng, 0.7)
            tb = (mins - back[j]) % 1440
            n.t("%02d:%02d SpO2 %d%%, HR %d, RR %d; " % (tb // 60, tb % 60, o2.spo2, o2.hr, o2.rr))
        n.nl()
    n.t("A: " + o.line(c) + ". " + pick(rng, ["Looks unwell on video.", "Unable to complete sentences.", "GCS 13 (E3V4M6).",
                                              "Cool peripheries, CRT 4s.", "qSOFA 2."]) + "\n")
    n.t("R: " + pick(rng, ["999 called - Cat 2", "Ambulance requested, Cat 2", "Direct conveyance to ED"] if uk else
                      ["911 activated", "EMS called for transport", "ED transfer via EMS, ALS requested"]))
    n.f(" (ref {x})", x=P("IDNUM", PH.idnum(rng, "cad")))
    n.t(".\n\nTimeline\n")
    evs = []
    evs.append(["Senior review: ", sen.ref(rng, ["title_sur", "full_cred", "title_full"]), " agrees with escalation"])
    evs.append(["Called ", c.nok_rel, " ", c.nok_name(["given", "full"]), " on ", P("PHONE", c.nok_phone), " - will meet at ED"])
    evs.append(["Crew on scene, vehicle ", P("VEHICLE", PH.plate(rng, uk)), pick(rng, ["", " (RRV)", " / call sign Medic 7", ""])])
    edc = PH.Clin(rng, uk, pick(rng, ["registrar", "nurse"] if uk else ["attending", "nurse", "PA"]))
    evs.append(["Handover phoned to ", P("HOSPITAL", c.hospital), " ED, spoke with ", edc.ref(rng, ["title_sur", "full", "full_cred"]),
                pick(rng, [" (nurse in charge)", " (ED reg)", " (NIC)", ""] if uk else [" (charge RN)", " (ED attending)", ""])])
    evs.append(["Bed: ", pick(rng, ["resus bay ", "majors cubicle ", "ED room ", "trolley "]), P("LOCATION_OTHER", str(rng.randrange(1, 25)))])
    evs.append(["Pt left home with ", P("FAMILY", c.nok.given), "; house secured, kit left in situ (hub ", P("DEVICE", c.devices["hub"]), ")"])
    if chance(rng, 0.5):
        evs.append(["GP/PCP notified by email ", P("EMAIL", c.gp.email)])
    if chance(rng, 0.5):
        evs[1], evs[2] = evs[2], evs[1]
    for ev in evs:
        if chance(rng, 0.85):
            mins += rng.randrange(3, 30)
            n.t("%02d:%02d  " % (mins // 60 % 24, mins % 60))
            n.add(ev)
            n.nl()
    n.nl()
    if chance(rng, 0.6):
        n.t("Sent with pt: " + pick(rng, ["meds in bag, VW summary printed", "ReSPECT form + med list", "dosette box, glasses, hearing aids",
                                         "copy of obs trend and last bloods"]) + ". ")
        n.t(pick(rng, ["Escalation criteria met per SOP.", B.decoy(c), "Family aware and agree."]) + "\n")
    n.t("Outcome: " + pick(rng, ["Admitted to acute medicine, VW episode closed.", "Admitted to CCU.", "Treated in ED and returned to VW same day.",
                                 "Awaiting outcome - follow up tomorrow AM.", "Admitted under cardiology - troponin rising."]) + "\n")
    if chance(rng, 0.5):
        n.f("ED tel {ph}; ED fax {fx}\n", ph=P("PHONE", PH.phone(rng, uk, ext=True)), fx=P("FAX", PH.fax(rng, uk)))
    if chance(rng, 0.45):
        n.f("Incident logged: {x}\n", x=P("IDNUM", PH.idnum(rng, "incident")))
    B.signoff(n, c, hub, 0)


def onboarding(n, c):
    rng = c.rng
    uk = c.uk
    tech = c.clin(pick(rng, [5, 2]))
    n.t(pick(rng, ["PATIENT ONBOARDING & DEVICE ISSUE\n", "Remote monitoring kit issue / onboarding record\n", "RPM ENROLLMENT + EQUIPMENT LOG\n",
                   "Onboarding checklist\n"]))
    n.f("Service: {s}\nDate: {d}  Installed by: ", s=P("HOSPITAL", c.vw), d=c.date(0))
    n.add(tech.ref(rng, ["full_cred", "full", "init_cred"]))
    n.t("\n\nPatient: ")
    n.add(c.name(["full", "caps_comma", "sur_comma", "mid"]))
    n.f("  DOB {dob}  ", dob=c.dob_p())
    n.add(c.hospital_id())
    n.t("\nInstall address: ")
    n.add(c.addr(country=chance(rng, 0.25)))
    if chance(rng, 0.4):
        n.f(" ({b})", b=P("LOCATION_OTHER", c.building))
    n.f("\nPhone: {ph}   Email: {e}\n", ph=P("PHONE", c.mobile), e=P("EMAIL", c.email))
    if not uk and chance(rng, 0.4):
        n.f("SSN (billing verification): {s}\n", s=P("SSN", c.ssn))
    n.t("\nEquipment issued\n")
    kit = [("Pulse oximeter (Nonin 3230)", "oxi"), ("BP monitor (Omron M7 Intelli IT)", "bp"), ("4G hub", "hub"),
           ("Tablet (iPad 9th gen)", "tab"), ("Thermometer (Braun ThermoScan 7)", "temp"), ("Bluetooth scales", "scale"),
           ("Wearable ECG patch", "ecg")]
    sel = rng.sample(range(len(kit)), rng.randrange(3, 7))
    for i in sorted(sel):
        nm, k = kit[i]
        n.f(pick(rng, ["  [x] {n} - SN {s}\n", "  - {n}: serial {s}\n", "  {n}  S/N: {s}\n"]), n=nm, s=P("DEVICE", c.devices[k]))
    if chance(rng, 0.5):
        n.f("  SIM/IMEI: {i}\n", i=P("DEVICE", c.devices["imei"]))
    if chance(rng, 0.4):
        n.f("  Hub MAC {m}, local IP {ip}\n", m=P("DEVICE", c.devices["mac"]), ip=P("IPADDR", c.ip))
    n.t("\nApp / portal\n")
    n.f("  Username: {u}\n  Portal: {url}\n", u=P("USERNAME", c.username), url=P("URL", c.portal))
    n.t("  Temp password issued verbally; pt changed on first login.\n")
    if chance(rng, 0.55):
        n.f("  Biometric login enrolled ({k}) - ref {b}\n", k=bio_kind(c.bio), b=P("BIOID", c.bio))
    if chance(rng, 0.4):
        n.f("  Proxy access: {rel} {nm}, username {u}\n", rel=c.nok_rel, nm=c.nok_name(["full"]),
            u=P("USERNAME", PH.slug(c.nok.given) + "." + PH.slug(c.nok.family)[:4] + str(rng.randrange(1, 99))))
    n.t("\nTraining\n")
    n.t(pick(rng, ["  Pt demonstrated 3 sets of obs independently.\n", "  Teach-back done; needs help with BP cuff placement.\n",
                   "  Pt has macular degeneration - large-font mode enabled; " + c.nok_rel + " to assist.\n",
                   "  Poor dexterity (Dupuytren's contracture) - oximeter on L hand only.\n"]))
    n.t("  Reading schedule: " + pick(rng, ["08:00 / 14:00 / 20:00", "BD 09:00 & 18:00", "QDS", "TID + PRN if SOB"]) + "\n")
    n.t("  Wi-Fi: " + pick(rng, ["none - 4G hub used", "home broadband OK", "weak signal upstairs, hub placed in living room"]) + "\n")
    if chance(rng, 0.5):
        n.t("\nDevice issue\n")
        old = c.devices["bp"]
        new = PH.serial(rng, "bp")
        n.f(pick(rng, ["  {d}: BP cuff error E5 (cuff not wrapped) x3 - replaced, old SN {o}, new SN {n}.\n",
                       "  {d}: pt reports cuff not pairing; unit {o} swapped for {n}.\n"]),
            d=c.sdate(rng.randrange(1, 4)), o=P("DEVICE", old), n=P("DEVICE", new))
        n.f("  Vendor: {v} ticket {t}, helpdesk {ph}\n", v=P("ORGANIZATION", pick(rng, PL.VENDORS)), t=P("IDNUM", PH.idnum(rng, "ticket")),
            ph=P("PHONE", PH.phone(rng, uk)))
    n.t("\nConsent: " + pick(rng, ["verbal consent for remote monitoring and data sharing recorded",
                                  "written consent signed; copy left in home folder", "consent via LPA (health & welfare)"]))
    if chance(rng, 0.4):
        n.f(" - LPA {nm}", nm=c.nok_name(["full", "sur_comma"]))
    n.t(".\n")
    n.f("Hub support line: {ph} (24/7)\n", ph=P("PHONE", c.team_phone))
    if chance(rng, 0.4):
        n.f("Kit return due by {d}; collection booked.\n", d=c.date(rng.randrange(7, 15), pick(rng, ["d_mon", "dm"] if uk else ["mon_d", "md"])))
    B.signoff(n, c, tech, 0)


def carer_update(n, c):
    rng = c.rng
    uk = c.uk
    who = c.clin(pick(rng, [1, 2, 3, 5]))
    sty = rng.randrange(3)
    if sty == 0:
        n.f("Telephone call - carer update   {d} {tm}\n", d=c.date(0), tm=B.t(c))
        n.t("Re: ")
        n.add(c.name(["full", "sur_comma", "caps_comma"]))
        n.t("  ")
        n.add(c.hospital_id())
        n.nl()
    elif sty == 1:
        n.t("CARER PHONE UPDATE\n")
        n.f("{d} | {h}\n", d=c.date(0, "iso"), h=P("HOSPITAL", c.vw))
        n.t("Pt: ")
        n.add(c.name(["caps_comma", "full"]))
        n.nl()
    else:
        n.f("Phone update to family ({d})\n", d=c.rdate(0))
    n.t("Spoke with: ")
    n.f("{nm}, {rel}", nm=c.nok_name(["full", "title_full", "full"]), rel=c.nok_rel)
    if chance(rng, 0.55):
        n.f(" - NOK, on {ph}", ph=P("PHONE", c.nok_phone))
    n.t("\n")
    n.t(pick(rng, ["Identity/consent: pt consented to info sharing on admission.\n",
                   "Confirmed pt's DOB with caller before sharing info.\n",
                   "Consent to share documented in VW record.\n"]))
    n.nl()
    n.t(pick(rng, ["Update given: ", "Discussion: ", "Summary: "]))
    n.add(c.name(["given", "title_sur", "nick"]))
    n.t(pick(rng, [" remains stable on the virtual ward. ", " has had a settled 24 hours. ", " had a wobble overnight with low sats. ",
                   " is improving and we hope to discharge soon. "]))
    n.t(pick(rng, ["Explained IV antibiotics will continue for another 3 days. ", "Explained diuretic dose has been reduced. ",
                   "Explained why we need more regular readings. ", "Went through red flags and when to call 999. " if uk
                   else "Reviewed red flags and when to call 911. "]))
    if chance(rng, 0.5):
        n.t("Latest obs shared: " + B.Obs(rng, 0.2).line(c) + ". ")
    n.nl(2)
    short = chance(rng, 0.2)
    if short:
        n.t("Nil else. ")
        B.signoff(n, c, who, 0)
        return
    n.t("Carer concerns:\n")
    cs = [
        ["- worried " + ("mum" if c.pt.sex == "F" else "dad") + " is not eating; ", "encouraged build-up drinks"],
        ["- asked if ", c.name(["given", "title_sur"]), " can shower with the PICC; advised cover"],
        ["- wants to know about driving; pt's car ", P("VEHICLE", c.plate), " - advised not to drive until reviewed"],
        ["- pharmacy (", P("HOSPITAL", c.pharmacy), ") delivered wrong strength on ", c.sdate(-1)],
        ["- lives ", str(rng.randrange(10, 120)), " miles away in ", P("CITY", pick(rng, PL.UK_TOWNS if uk else PL.US_CITIES)[0]), ", can only come weekends"],
        ["- finds it hard to visit as works as a ", P("PROFESSION", c.nok_prof), " at ", P("ORGANIZATION", pick(rng, PL.UK_EMPLOYERS if uk else PL.US_EMPLOYERS)), ", shifts"],
        ["- asked whether pt can go to ", P("ORGANIZATION", c.church), " on ", c.rdate(rng.randrange(2, 6))],
        ["- asked about respite at ", P("HOSPITAL", c.carehome), " after discharge"],
        ["- ", c.nok_rel, " is flying to ", P("COUNTRY", pick(rng, PL.COUNTRIES)), " on ", c.sdate(rng.randrange(3, 10)), ", brother ",
         P("FAMILY", pick(rng, PL.GIVEN_M)), " will cover"],
        ["- the tablet keeps logging out; username ", P("USERNAME", c.username)],
        ["- night-time confusion, 'thinks it's ", P("DATE", pick(rng, c.holidays)), "'"],
        ["- wants copy of plan emailed to ", P("EMAIL", PH.slug(c.nok.given) + PH.digits(rng, 2) + "@example.com")],
        ["- car parking for carers; ", c.nok_rel, "'s car ", P("VEHICLE", c.nok_plate), " ticketed outside ", P("LOCATION_OTHER", c.building)],
    ]
    for i in sorted(rng.sample(range(len(cs)), rng.randrange(2, 7))):
        n.add(cs[i])
        n.nl()
    n.nl()
    if chance(rng, 0.5):
        n.f("Carer says: \"{q}\"\n", q=pick(rng, ["she's more herself today", "he wouldn't take his tablets for me last night",
                                                 "i don't think she could manage the stairs", "the nurse yesterday was brilliant",
                                                 "can someone ring me before 5, i'm at work"]))
    if chance(rng, 0.5):
        n.t("Questions answered re: " + pick(rng, ["length of stay", "what happens at discharge", "the alerts at night",
                                                   "why bloods are needed", "whether to stop the water tablet"]) + ". ")
        n.t(pick(rng, ["Carer reassured.", "Carer still anxious - offered call with consultant.", "Will discuss at MDT."]) + "\n")
    n.t("Actions: " + pick(rng, ["nil further", "ANP to call back after MDT", "referral to social care", "OT assessment requested",
                                 "will ring after consultant review"]))
    if chance(rng, 0.5):
        n.f("; next update {d}", d=c.rdate(1))
    n.t(".\n")
    if chance(rng, 0.4):
        n.f("Direct line for family: {ph}\n", ph=P("PHONE", PH.phone(rng, uk, ext=chance(rng, 0.5))))
    B.signoff(n, c, who, 0)
