"""Logs and records: repair/battery log, sound generator loan, remote fitting log, occupational noise assessment."""
import cases as K
import clinical as CL
import core as C
import places as PL
from core import P

INDUSTRIAL = ["Brennan Haulage Ltd", "Northgate Steel Fabrications", "Kestrel Print Works", "Harlow & Sons Joinery",
              "Bluewater Shipyard", "Fenwick Quarry Products", "Atlas Foundry", "Crestline Logistics", "Sunbeam Bakeries",
              "Thornbury Packaging", "Iron Gate Brewing Co", "Pinnacle Timber Mills", "Greenfield Poultry",
              "Castleford Glassworks", "Hartley Motors", "Summit Concrete", "Granite Mining Co", "Pacific Rail Maintenance",
              "Oakridge Furniture Factory", "Bridgewater Council Depot", "Kauri Forestry Ltd", "Prairie Grain Co-op",
              "Redline Couriers", "Coastline Fisheries", "Vantage Airline Services", "Clearwater Dairies"]
COMP_BODIES = {"UK": "the DWP (Industrial Injuries Scheme)", "US": "the state workers' compensation board",
               "AU": "WorkSafe", "CA": "WSIB", "IE": "the State Claims Agency", "NZ": "ACC"}

REPAIR_ISSUES = ["dead - wax guard blocked, replaced", "intermittent - receiver replaced (M 85)", "whistling - new dome 8 mm",
                 "retubed + new filters", "battery door broken, replaced", "crackly sound - sent for repair",
                 "microphone cover changed", "moisture damage - dried, cleaned", "charger not charging - swapped",
                 "cracked shell - sent to manufacturer", "programme button stuck", "lost L aid - L&D claim",
                 "mould too tight - vent opened to 1 mm", "no sound P2 - reset to fitting"]


def _staff(x, pool):
    p = x.pk(pool)
    return x.pk([[K.staff_initials(p)], [P(p["first"], "DOCTOR")], [P("%s%s" % (p["first"][0], p["last"].replace(" ", "")),
                                                                           "USERNAME")]]) if x.ch(0.15) else [K.staff_initials(p)]


def repair_log(x):
    pt, rng = x.pt, x.rng
    s = x.site(x.pk(["hosp", "clinic"]))
    staff = [x.clin("TECH") for _ in range(3)] + [x.clin("AUD")]
    x.put(x.pk(["HEARING AID REPAIR & BATTERY LOG", "Repair / Battery Record", "Aftercare log - hearing aids",
                "HA MAINTENANCE & BATTERIES"]), "\n")
    x.put(P(s["name"], "HOSPITAL"), x.pk([" - Aftercare", " Audiology", " - Repairs clinic"]), "\n\n")
    x.put(x.pt_name_hdr(), "   DOB ", x.D(pt["dob"]), "\n", x.ids_line(), "\n")
    model, coupling = CL.aid_pair(rng)
    sn = {"R": C.serial(rng), "L": C.serial(rng)}
    x.put("Aids: ", model, " - R SN ", P(sn["R"], "DEVICE"), ", L SN ", P(sn["L"], "DEVICE"), " (fitted ",
          x.D(x.before(400, 2500), x.pk(["month_year", x.ds])), ")\n")
    bat = x.pk(CL.BATTERY)
    if x.ch(0.7):
        x.put("Battery book no. ", P(C.idnum(rng, "ref"), "IDNUM"), "   size ", bat[0], "\n")
    x.put("\n", "Date".ljust(12), "| Type".ljust(12), "| Detail".ljust(44), "| Staff\n", "-" * 76, "\n")
    d = x.before(300, 900)
    for _ in range(rng.randrange(6, 13)):
        d = C.workday(C.add_days(d, rng.randrange(14, 80)))
        kind = x.pk(["walk-in", "postal", "drop-off", "phone", "walk-in", "repair"])
        ds = C.fmt_date(d, x.ds if x.ch(0.8) else ("iso" if x.ch(0.5) else x.ds))
        x.put(P(ds, "DATE"), " " * max(1, 12 - len(ds)), "| ", kind.ljust(10), "| ")
        if kind == "postal":
            det = ["%d x pk size %s posted to home address" % (rng.randrange(1, 5), bat[0])]
        elif kind == "repair":
            side = x.pk(["R", "L"])
            det = ["%s aid to " % side, P(x.pk(PL.REPAIR_LABS), "ORGANIZATION"), " job ", P(C.idnum(rng, "repair"), "IDNUM")]
        elif kind == "phone":
            det = [x.pk(["asked for batteries - posted", "query re cleaning, advised", "says R aid dead - booked walk-in"])]
        else:
            det = [x.pk(["R", "L", "both"]), " ", x.pk(REPAIR_ISSUES)]
        x.put(det, "  | ", _staff(x, staff), "\n")
        if kind == "repair" and x.ch(0.7):
            d = C.workday(C.add_days(d, rng.randrange(7, 25)))
            ds = C.fmt_date(d, x.ds)
            out = x.pk(["new receiver + shell", "repaired under warranty", "replaced - new SN ", "no fault found"])
            x.put(P(ds, "DATE"), " " * max(1, 12 - len(ds)), "| returned  | ", out)
            x.put([P(C.serial(rng), "DEVICE")] if out.endswith("SN ") else [], "  | ", _staff(x, staff), "\n")
    x.put("-" * 76, "\n")
    if x.ch(0.5):
        x.t("Note: pt prefers collection by {rel} {f} (tel {ph}).\n", rel=x.fam(0)["rel"], f=P(x.fam(0)["first"], "FAMILY"),
            ph=P(x.fam(0)["phone"], "PHONE"))
    if x.ch(0.4):
        x.t("Walk-in repairs: {wd} 9-12 at {wing}, room {rm}.\n", wd=x.pk(["Tues", "Weds", "Thurs"]),
            wing=P(x.pk(PL.WINGS), "LOCATION_OTHER"), rm=x.room())
    x.put("Warranty expires ", x.D(x.after(30, 700)), ". ", x.pk(["Next service due 6/12.", "Check tubing 3-monthly.",
                                                                  "Rechargeables - no batteries needed from now."]), "\n")


def loan_record(x):
    pt, rng = x.pt, x.rng
    s = x.site(x.pk(["hosp", "clinic"]))
    staff = x.clin(x.pk(["TECH", "AUD", "HT"]))
    loan = C.idnum(rng, "loan")
    x.put(x.pk(["SOUND GENERATOR LOAN RECORD", "Loan Agreement - Tinnitus Sound Generator", "Equipment Loan Form (SG)",
                "BEDSIDE SOUND GENERATOR LOAN"]), "\n")
    x.put(P(s["name"], "HOSPITAL"), "   Tel ", P(s["phone"], "PHONE"), "\n")
    x.put("Loan no: ", P(loan, "IDNUM"), "\n\nBORROWER\n")
    x.put("Name: ", x.pt_name_hdr(), "\n", "DOB: ", x.D(pt["dob"]), "   ", x.ids_line(), "\n")
    x.put("Address: ", C.addr_pieces(rng, pt["addr"], "line", with_country=x.ch(0.2)), "\n")
    x.put("Phone: ", P(pt["home"], "PHONE"), "   Mobile: ", P(pt["mobile"], "PHONE"), "\n")
    if x.ch(0.6):
        x.put("Email: ", P(pt["email"], "EMAIL"), "\n")
    if x.us and x.ch(0.5):
        x.put("SSN (equipment insurance): ", P(pt["ssn"], "SSN"), "\n")
    x.put("\nDEVICE\n")
    m = x.pk(CL.SG_MODELS)
    x.put("Model: ", m, "\nSerial: ", P(C.serial(rng), "DEVICE"), "\n")
    if x.ch(0.5):
        x.put("Accessories: charger/PSU SN ", P(C.serial(rng), "DEVICE"), ", ", x.pk(["pillow speaker", "USB cable",
                                                                                    "carry pouch", "spare tubes x2"]), "\n")
    issued = pt["visit"]
    due = C.add_days(issued, x.pk([28, 42, 56, 90]))
    x.put("Issued: ", x.D(issued), " by ", K.drname(staff) if x.ch(0.5) else [K.staff_initials(staff)], "\n")
    x.put("Due back: ", x.D(due), "\n")
    dep = {"UK": "GBP 25", "US": "$40", "AU": "$50", "CA": "$40", "IE": "EUR 30", "NZ": "$50"}[x.c]
    x.put("Deposit: ", dep, x.pk([" paid, receipt ", " waived - ", " card, ref "]), P(C.account(rng), "ACCOUNT"), "\n")
    if x.ch(0.35):
        x.t("Collected from self-service locker {lk} - fingerprint ID {b}.\n", lk=P("L" + C.digits(rng, 2), "LOCATION_OTHER"),
            b=P(C.bioid(rng, "finger"), "BIOID"))
    x.put("\nReason for loan: ", x.pk(["tinnitus disturbing sleep (ISI %d)" % rng.randrange(12, 27),
                                      "trial before purchase of combi aids", "hyperacusis desensitisation (see plan)",
                                      "awaiting hearing aid fitting - interim sound enrichment", "CBT homework - sound enrichment"]),
          "\nReferred by: ", K.drname(x.clin(x.pk(["AUD", "HT"]))), "\n")
    x.put("\nCONDITIONS: remains property of the service; not to be sold or lent; report loss/damage on ",
          P(s["phone"], "PHONE"), "; return cleaned. Not waterproof. Use at safe volume (below tinnitus level).\n")
    x.put("\nUse plan: ", x.pk(["bedside, pink noise, sleep timer 60 min", "ear-level, broadband noise 6 h/day",
                                "rain sound at low level when reading", "desk use at work"]), "\n")
    if x.ch(0.4):
        x.t("Pt reports driving to clinic; disabled parking permit for vehicle {v} issued.\n", v=P(C.plate(rng, x.c), "VEHICLE"))
    x.put("\nRETURN\n")
    if x.ch(0.65):
        ret = C.add_days(due, rng.randrange(-10, 20))
        x.put("Returned: ", x.D(ret), "  Condition: ", x.pk(["good", "good, cleaned", "scratched casing", "missing cable"]),
              "  Checked by ", K.staff_initials(x.clin("TECH")), "\n")
        x.put("Outcome: ", x.pk(["pt purchasing own unit", "converted to combi aids", "no benefit", "loan extended 4/52",
                                 "helped with sleep - recommended purchase"]), "\n")
    else:
        x.put("Returned: ______   Reminder letter sent ", x.D(C.add_days(due, rng.randrange(7, 30))), "\n")
    x.put("\nBorrower signature: ", K.full(pt), "     Date: ", x.D(issued, x.pk([x.ds, x.dm])), "\n")
    x.put("Staff: ", K.signoff(staff), "\n")


def remote_log(x):
    pt, rng = x.pt, x.rng
    s = x.site(x.pk(["clinic", "hosp"]))
    aud = x.clin("AUD")
    x.put(x.pk(["REMOTE FINE-TUNING SESSION LOG", "Teleaudiology session record", "Remote Programming Log",
                "TELEHEALTH - REMOTE HA ADJUSTMENT"]), "\n")
    x.put("Service: ", P(s["name"], "HOSPITAL"), "\n")
    x.put("Session ID: ", P(C.idnum(rng, "session"), "IDNUM"), "   Platform: ", x.pk(["AuralLink Remote 4.2", "FitConnect Cloud",
                                                                                      "SonaraRemote v3"]), "\n")
    x.put("Scheduled: ", x.D(pt["visit"]), " ", x.pk(["14:00", "09:30", "16:15", "11:00"]), "\n")
    x.put("Invite sent to ", P(pt["email"], "EMAIL"), " - link ", P(C.portal_url(rng), "URL"), "\n\n")
    x.put("Patient: ", x.pt_name_hdr(), " (", x.age_phrase("y"), ")   ", x.ids_line(sep="  "), "\n")
    x.put("Patient app user: ", P(pt["user"], "USERNAME"), "   client IP ", P(C.private_ip(rng), "IPADDR"), "\n")
    if x.ch(0.45):
        kind = x.pk(["finger", "face", "voice"])
        x.put("App login: ", {"finger": "fingerprint", "face": "face unlock", "voice": "voiceprint"}[kind],
              " (biometric template ", P(C.bioid(rng, kind), "BIOID"), ")\n")
    x.put("Clinician: ", K.signoff(aud), "  user ", P(aud["user"], "USERNAME"), "  workstation ",
          P(C.private_ip(rng), "IPADDR"), "\n")
    model, _ = CL.aid_pair(rng)
    x.put("Connected devices: ", model, " R SN ", P(C.serial(rng), "DEVICE"), " / L SN ", P(C.serial(rng), "DEVICE"), "\n\n")
    x.put("TIMELINE\n")
    h, mi = rng.randrange(9, 16), rng.randrange(0, 40)
    steps = [["connected, latency %d ms" % rng.randrange(40, 300)],
             ["ID check: DOB ", x.D(pt["dob"]), ", postcode " if not x.us else ", ZIP ", P(pt["addr"]["zip"], "ZIP")],
             ["datalog read: %d h/day avg, %d%% in noise" % (rng.randrange(2, 15), rng.randrange(5, 60))],
             [x.pk(["complaint: own voice hollow", "complaint: tinnitus louder in quiet evenings",
                    "complaint: TV dialogue unclear", "complaint: whistling with hat on"])],
             [x.pk(["LF gain -3 dB, occlusion mgr on", "SG level +2 steps, P3 ocean", "HF gain +2 dB 2-4k, NR mild",
                    "feedback test rerun"])],
             ["settings saved to both aids; pt confirmed sound OK"]]
    if x.ch(0.3):
        steps.insert(3, ["connection dropped - reconnected from ", P(C.private_ip(rng), "IPADDR")])
    if x.ch(0.3):
        f = x.fam(0)
        steps.insert(2, [f["rel"], " ", P(f["first"], "FAMILY"), " helping with phone"])
    for st in steps:
        x.put("%02d:%02d  " % (h, mi), st, "\n")
        mi += rng.randrange(1, 6)
        if mi >= 60:
            h, mi = h + 1, mi - 60
    x.put("\nADJUSTMENTS (dB, before -> after)\n")
    x.put("Band        R        L\n")
    for band in ("LF <750", "MF 1-2k", "HF 3-6k", "MPO"):
        a, b = rng.randrange(10, 35), rng.randrange(10, 35)
        ra = "%d->%d" % (a, a + rng.randrange(-3, 4))
        lb = "%d->%d" % (b, b + rng.randrange(-3, 4))
        x.put(band.ljust(9), ra.rjust(8), lb.rjust(9), "\n")
    x.put("Noise reduction: ", x.pk(["off -> mild", "mild", "moderate -> strong (P2)"]), ". Tinnitus SG: ",
          x.pk(["unchanged", "on, -18 dB", "modulated ocean, -22 dB", "off (pt request)"]), ".\n")
    x.put("\nOutcome: ", x.pk(["improved comfort", "partial - f2f needed for REM", "good, no further change", "pt happy"]), "\n")
    x.put("Pre-session checks: consent for remote care recorded; aids charged >50%; ",
          x.pk(["quiet room", "pt at kitchen table", "pt in car park at work - moved indoors"]), "; ",
          x.pk(["no data stored outside service", "session not recorded", "session recorded with consent"]), ".\n")
    x.put("Next: ", x.pk(["remote check ", "clinic visit "]), x.D(x.after(14, 60)), "\n")
    if x.ch(0.4):
        x.put("Tech support contact given: ", P(C.phone(rng, x.c, "land"), "PHONE"), "  ", P(C.site_url(rng, s["name"]), "URL"), "\n")
    x.put("Logged by ", P(aud["user"], "USERNAME"), " ", x.D(pt["visit"], "iso"), " ", x.pk(["14:41", "10:12", "16:50"]), "\n")


def occ_assessment(x):
    pt, rng = x.pt, x.rng
    if pt["prof"] not in K.NOISY:
        pt["prof"] = x.pk(sorted(K.NOISY))
    pt["employer"] = x.pk(INDUSTRIAL)
    s = x.site(x.pk(["clinic", "hosp"]))
    aud = x.clin(x.pk(["AUD", "ENT"]))
    emp = x.employer()
    x.put(x.pk(["OCCUPATIONAL NOISE EXPOSURE ASSESSMENT", "Noise-Induced Hearing Loss - Medicolegal Hearing Assessment",
                "WORK-RELATED HEARING & TINNITUS ASSESSMENT"]), "\n")
    x.put(P(s["name"], "HOSPITAL"), "\n")
    x.put("Date of assessment: ", x.D(pt["visit"]), "\n")
    x.put("Requested by: ", x.pk([["HR, ", emp], ["solicitor ", P("%s %s" % (K.person(rng, x.c)["first"],
                                                                        K.person(rng, x.c)["last"]), "FAMILY")],
                                  ["insurer ", P(pt["insurer"], "ORGANIZATION")], [COMP_BODIES[x.c]]]), "\n")
    x.put("Claim ref: ", P(C.idnum(rng, "claim"), "IDNUM"), "\n\n")
    x.pt_block(addr=True, phone=x.ch(0.5))
    if pt["ssn"] and x.ch(0.95):
        lab = {"US": "SSN", "CA": "SIN", "AU": "TFN", "IE": "PPSN", "NZ": "IRD no."}[x.c]
        x.put(lab, ": ", P(pt["ssn"], "SSN"), "\n")
    x.put("Employee no: ", P("E" + C.digits(rng, 5), "IDNUM"), "\n")
    x.put("\nCURRENT OCCUPATION: ", P(pt["prof"], "PROFESSION"), " at ", emp, "\n\nWORK HISTORY\n")
    y = pt["dob"].year + rng.randrange(16, 22)
    end = pt["visit"].year
    jobs = 0
    while y < end and jobs < 4:
        y2 = min(end, y + rng.randrange(3, 15))
        if y2 >= end:
            job = pt["prof"]
        elif jobs == 0:
            job = x.pk(["apprentice " + pt["prof"], "trainee " + pt["prof"], "labourer", "YTS trainee"])
        else:
            job = x.pk([pt["prof"], "labourer", "machine operator", "storeman", "driver", "fitter", "press operator"])
        x.put(x.D(C.add_days(pt["dob"], 0).replace(year=y, month=1, day=1), "year"), "-",
              P(str(y2), "DATE") if y2 < end else "present", "  ",
              P(pt["employer"] if y2 >= end else x.pk(INDUSTRIAL), "ORGANIZATION"), "  ",
              P(job, "PROFESSION"), "  ~%d dBA  %s\n" % (rng.randrange(78, 105),
                                                          x.pk(["no HPD", "muffs sometimes", "plugs provided", "HPD always"])))
        y = y2 + rng.randrange(0, 2)
        jobs += 1
    if x.ch(0.7):
        x.put("\nDriving: ", x.pk(["holds HGV/C licence ", "commercial licence ", "driver licence "]),
              P(C.drivers_licence(rng, x.c, pt["last"]), "LICENSE"), "; ")
        x.put(x.pk(["company truck reg ", "drives van ", "forklift and yard tractor, plate "]), P(C.plate(rng, x.c), "VEHICLE"))
        if x.ch(0.5):
            x.put(" (VIN ", P(C.vin(rng), "VEHICLE"), ")")
        x.put(" - cab noise measured %d dBA.\n" % rng.randrange(70, 92))
    if x.ch(0.45):
        x.t("Also worked in {cty} for {n} years ({job}, {where}).\n", cty=P(x.pk(PL.OTHER_COUNTRIES), "COUNTRY"),
            n=str(rng.randrange(1, 6)), job=P(x.pk(["miner", "deckhand", "construction labourer", "fruit picker",
                                                     "oil rig roustabout"]), "PROFESSION"),
            where=x.pk(["noise unknown", "no hearing protection", "ear plugs provided"]))
    x.put("\nNon-occupational noise: ", CL.noise_hx(rng), "\n")
    x.put("Tinnitus: ", x.pk(CL.TINN_DESC), ", ", x.pk(CL.TINN_SIDE), ", first noticed ", x.D(x.before(400, 5000), "year"), ".\n")
    pat, ears, bc = CL.thresholds(rng, x.pk(["notch", "notch", "presby", "asym"]))
    x.put("\nAUDIOMETRY\n", CL.audio_table(rng, ears, bc), CL.describe(pat, ears), "\n")
    x.put(CL.tymp_text(rng, CL.tymp(rng, pat), "inline"))
    if x.ch(0.5):
        x.put("Stenger and cross-check tests: no evidence of non-organic loss.\n")
    x.put("\nOPINION\n", x.pk(["Findings meet the Coles-Lutman-Buffin (CLB) criteria for NIHL.",
                              "Audiometric notch present; on balance consistent with noise exposure plus age-related loss.",
                              "Asymmetry not explained by noise; MRI IAM recommended before opinion finalised.",
                              "Pattern not typical for NIHL; presbycusis likely main contributor."]), " ")
    x.put("Tinnitus is ", x.pk(["probably", "possibly", "more likely than not"]), " related to occupational exposure. ",
          "Recommend hearing aids, hearing protection and annual audiometry under the employer's HCP.\n")
    x.put("\n", K.drfull(aud), ", ", aud.get("cred") or aud["job"], "\n", "Reg no. ", P(aud["lic"], "LICENSE"), "\n")
    if x.ch(0.5):
        x.put("Report sent to ", P(s["email"], "EMAIL"), " / fax ", P(s["fax"], "FAX"), "\n")
