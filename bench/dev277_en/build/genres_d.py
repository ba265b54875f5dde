"""Genres (author's own additions): look-back investigation minutes, tracking-system audit
trail export, inter-site transport manifest."""
import clinical as C
import pools_places as PP
from common import Ctx, table_row
from core import Note, pick, chance, sample

HCW = ["theatre nurse", "dental nurse", "phlebotomist", "paramedic", "midwife", "care assistant", "pharmacist",
       "dentist", "surgical technologist", "school nurse", "healthcare assistant", "physiotherapist"]
BUILDINGS = ["Harbour House", "Linden Building", "Education Centre", "Kestrel Block", "Admin Block B",
             "Trust HQ", "Riverside Pavilion", "Quarry Wing", "Clinical Skills Hub", "Foundry Court"]


# ------------------------------------------------------------------ investigation minutes
def investigation_minutes(r, c):
    x = Ctx(r, c)
    L = x.L
    n = Note("investigation_minutes", c)
    meet = x.plus(x.pdate, r.randint(14, 120))
    people = [(L.staff("doctor"), pick(r, ["Medical Director (Chair)", "Deputy Medical Director (Chair)", "Chief Medical Officer (Chair)"])),
              (x.ipc, "Lead IPC Nurse"), (x.manager, pick(r, ["Decontamination Lead", "Sterile Services Manager", "SPD Manager"])),
              (L.staff("doctor"), "Consultant Microbiologist"), (L.staff("nurse"), "Head of Patient Safety"),
              (L.staff("surgeon"), "Consultant Surgeon, " + x.setinfo[2]), (L.staff(), "Communications Officer"),
              (L.staff("nurse"), "Theatre Manager")]
    present = people[:r.randint(5, 8)]
    n.line((L.provider(), "HOSPITAL"))
    n.line(pick(r, ["LOOK-BACK INCIDENT REVIEW GROUP - MINUTES", "Serious Incident Panel: Instrument Reprocessing Failure",
                    "Recall Investigation Meeting - Notes"]), "  (meeting ", str(r.randint(1, 6)), ")")
    h0 = r.randint(8, 16)
    n.line("Date: ", L.date_wd(meet), "   ", "%02d:%s-%02d:%s" % (h0, pick(r, ["00", "30"]), h0 + r.randint(1, 2), pick(r, ["00", "30"])))
    n.line("Venue: Room ", ("%d.%02d" % (r.randint(1, 4), r.randint(1, 30)), "LOCATION_OTHER"), ", ",
           (pick(r, BUILDINGS), "LOCATION_OTHER"), ", ", x.hosp_piece(), pick(r, [" / MS Teams", "", " (hybrid)"]))
    inc = L.idnum("incident")
    lb = L.idnum("lookback")
    n.line("Incident ref: ", (inc, "IDNUM"), "    Look-back ref: ", (lb, "IDNUM"))
    n.blank()
    n.line("Present:")
    for p, role in present:
        n.line("  ", L.name(p, "DOCTOR", pick(r, ["full", "title_full", "full", "cred"])), " - ", role, "  (",
               L.name(p, "DOCTOR", "initials"), ")")
    apol = [L.staff("nurse") for _ in range(r.randint(1, 2))]
    n.line("Apologies: ", [[L.name(a, "DOCTOR", "full"), "; "] for a in apol[:-1]], L.name(apol[-1], "DOCTOR", pick(r, ["full", "title_full"])))
    n.line("Minutes: ", L.name(L.staff(), "DOCTOR", pick(r, ["full", "init_last"])), " (", pick(r, ["PA to MD", "Governance Facilitator", "Admin"]), ")")
    n.blank()
    start = x.plus(x.pdate, -r.randint(10, 90))
    found = x.plus(x.pdate, r.randint(1, 20))
    n.line("1. BACKGROUND")
    n.line(pick(r, [
        "During routine periodic testing the " + C.w(c, "steriliser") + " " + pick(r, ["AC2", "AC3", "STE-4"]) +
        " failed the thermometric test; cycle records since last pass reviewed.",
        "A washer-disinfector dosing pump was found to have delivered no detergent for an unknown period.",
        "An AER self-disinfection fault was missed; scopes reprocessed in the affected bay were identified.",
        "A loan set was used without reprocessing after a courier delivered it to theatre directly."]),
        " Affected window ", L.date(start), " to ", L.date(x.pdate), "; issue identified ", L.date(found), ".")
    n.line("Cohort: ", str(r.randint(12, 480)), " patients identified via tracking system (", pick(r, C.SETS)[0], " and others).")
    n.blank()
    n.line("2. PATIENT COHORT - cases discussed individually")
    wd = [4, 22, 14, 14, 16, 32]
    n.line(table_row(["#", "Patient", "ID", "Proc date", "Tray", "Status / comment"], wd))
    for i in range(r.randint(3, 6)):
        p = x.pt if i == 0 else L.patient()
        age = r.randint(19, 96)
        st = r.randint(0, 6)
        cmt = [["letter sent ", L.date_short(x.plus(found, r.randint(5, 20)))],
               ["phoned - bloods done"],
               ["deceased ", L.date_short(x.plus(x.pdate, r.randint(10, 60))), " (unrelated)"],
               ["moved to ", (pick(r, PP.TRAVEL_COUNTRIES), "COUNTRY")],
               ["aged ", (str(age), "AGE"), ", lacks capacity - NOK ", L.name(L.person(), "FAMILY", "full")],
               ["HCW (", (pick(r, HCW), "PROFESSION"), ") - OH informed"],
               ["no answer x3; GP to contact"]][st]
        n.line(table_row([str(i + 1), [L.name(p, "PATIENT", pick(r, ["initials", "last_init", "LAST_FIRST"]))],
                          [(x.mrn if i == 0 else L.mrn(), "MRN")], [L.date_short(x.pdate if i == 0 else x.plus(x.pdate, -r.randint(1, 60)))],
                          [(x.tray if i == 0 else L.tray_id(pick(r, C.SETS)[1]), "DEVICE")], cmt], wd))
    n.blank()
    ini = lambda p: L.name(p, "DOCTOR", "initials")
    n.line("3. DISCUSSION")
    n.line(ini(present[3][0]), " advised risk of BBV transmission is ", pick(r, ["negligible", "very low", "theoretical only"]),
           "; ", pick(r, ["no CJD-risk patients in cohort.", "one patient with possible CJD risk - instruments quarantined.",
                          "recommend HBV/HCV/HIV testing at 6/12."]), " ", ini(present[2][0]), " confirmed ",
           pick(r, ["engineer (", "validation contractor ("]), (pick(r, PP.SERVICE_COS), "ORGANIZATION"), ") has re-validated the machine; ",
           pick(r, ["no further failures.", "awaiting report.", "parts on order."]))
    n.line("Helpline ", (L.phone("free"), "PHONE"), " live from ", L.date(x.plus(meet, r.randint(1, 10))), "; FAQ at ",
           (L.url(x.hosp, "lookback"), "URL"), ". Media holding statement agreed (", ini(present[-1][0]), ").")
    n.line(pick(r, C.REGULATOR[c]), " and commissioners informed ", L.date(x.plus(found, r.randint(1, 5))), ".")
    n.blank()
    n.line("4. ACTIONS")
    acts = ["Send letters to remaining cohort", "Set up BBV clinic sessions", "Draft GP information letter",
            "Complete RCA and submit to panel", "Review detergent dosing alarms on all WDs", "Update loan-kit receipt SOP",
            "Brief theatre teams on direct-to-theatre deliveries"]
    for i, a in enumerate(sample(r, acts, r.randint(3, 5))):
        n.line("  ", str(i + 1), ". ", a, " - ", ini(pick(r, present)[0]), " - by ", L.date_short(x.plus(meet, r.randint(3, 45))))
    n.blank()
    n.line("Next meeting: ", L.date_wd(x.plus(meet, pick(r, [7, 14, 14, 21]))), ", same venue.")
    return n


# ------------------------------------------------------------------ tracking system log
def track_log(r, c):
    x = Ctx(r, c)
    L = x.L
    n = Note("track_log", c)
    sysname = pick(r, ["TraySafe v6.2", "SteriLink Track 4", "DeconTrace Enterprise", "InstruTrak 11"])
    users = [x.tech, x.tech2, L.staff(), x.manager]
    unames = [L.username(u) for u in users]
    bio = [L.bioid() for _ in users]
    ips = [L.ip() for _ in users]
    scrub_u = L.username(x.scrub)
    n.line(sysname, " - AUDIT TRAIL EXPORT")
    n.line("Site: ", (x.ssd, "HOSPITAL"), " (", x.hosp_piece(), ")")
    exp = x.plus(x.pdate, r.randint(1, 90))
    n.line("Exported by ", (unames[-1], "USERNAME"), " from ", (ips[-1], "IPADDR"), " on ", L.date(exp, "ISO"), " ", L.time(),
           "   Reason: ", pick(r, ["look-back", "incident investigation", "audit trace test", "surgeon query"]))
    n.line("Filter: item = ", (x.tray, "DEVICE"), pick(r, [" ; patient = ", " OR patient = "]), (x.mrn, "MRN"))
    n.line("-" * 100)
    wd = [21, 16, 14, 26]
    n.line(table_row(["Timestamp", "Station", "User", "Event"], wd), "Detail")
    d = x.plus(x.pdate, -r.randint(1, 3))
    steps = [("DECON-WASH", "LOGIN", "bio"), ("DECON-WASH", "SCAN RETURN (DIRTY)", "from"),
             ("DECON-WASH", "WASHER LOAD", "wash"), ("DECON-WASH", "WASHER UNLOAD", "pass"),
             ("IAP-PACK", "LOGIN", "bio"), ("IAP-PACK", "ASSEMBLE / INSPECT", "chk"),
             ("IAP-PACK", "LABEL PRINT", "lbl"), ("STER-AC", "STERILISER LOAD", "ster"),
             ("STER-AC", "RELEASE", "rel"), ("DISPATCH", "ISSUE TO THEATRE", "theatre"),
             ("THEATRE", "USED ON PATIENT", "pt"), ("THEATRE", "RETURN TO DECON", "ret")]
    if chance(r, 0.3):
        steps.insert(r.randint(2, 8), ("IAP-PACK", "EXCEPTION", "exc"))
    hh = r.randint(6, 9)
    mm = 0
    for st, ev, kind in steps:
        mm += r.randint(3, 55)
        if mm >= 60:
            hh += mm // 60
            mm %= 60
        if hh >= 24:
            hh -= 24
            d = x.plus(d, 1)
        if kind == "pt":
            d = x.pdate
        ui = {"DECON-WASH": 0, "IAP-PACK": 1, "STER-AC": 2, "DISPATCH": 2, "THEATRE": 3}[st]
        if st == "THEATRE":
            user = [(scrub_u, "USERNAME")]
        else:
            user = [(unames[ui], "USERNAME")]
        stn = "%s-%02d" % (st, r.randint(1, 6))
        det = {
            "bio": [pick(r, ["fingerprint ", "biometric ", "palm-vein "]), (bio[ui], "BIOID"), " ws ", (ips[ui], "IPADDR")],
            "from": [(x.tray, "DEVICE"), " from ", x.room[0], (x.room[1], "LOCATION_OTHER")],
            "wash": [(x.tray, "DEVICE"), " -> ", pick(r, ["WD1", "WD2", "WD3"]), " cyc ", C.cycle_no(r)],
            "pass": ["cycle PASS A0 ", pick(r, ["600", "3000"]), " basket ", str(r.randint(1, 9))],
            "chk": [(x.tray, "DEVICE"), " ", "%d/%d" % ((lambda k: (k, k))(r.randint(18, 64))), " items; checked by ",
                    L.name(x.tech2, "DOCTOR", pick(r, ["last_init", "initials"]))],
            "lbl": ["label ", (L.serial("barcode"), "DEVICE"), " exp ", L.date(x.plus(d, pick(r, [30, 90, 180, 365])), "ISO")],
            "ster": [pick(r, ["AC1", "AC2", "AC3"]), " load ", C.load_no(r), " cyc ", C.cycle_no(r)],
            "rel": ["parametric release; BI ", pick(r, ["n/a", "neg 24h", "neg"])],
            "theatre": ["to ", (x.ward, "HOSPITAL") if chance(r, 0.3) else "main theatres", ", ", x.room[0], (x.room[1], "LOCATION_OTHER")],
            "pt": [x.mrn_label(), " ", (x.mrn, "MRN"), " ", L.name(x.pt, "PATIENT", pick(r, ["LAST_FIRST", "last_init"])),
                   " enc ", (x.account, "ACCOUNT"), " surgeon ", L.name(x.surgeon, "DOCTOR", pick(r, ["last_init", "LAST_FIRST"]))],
            "ret": [(x.tray, "DEVICE"), " returned, ", pick(r, ["pre-cleaned", "gel applied", "dry"])],
            "exc": ["missing item ", pick(r, C.COUNT_ITEMS), " - override by ", (unames[-1], "USERNAME")],
        }[kind]
        ts = [L.date(d, "ISO"), " %02d:%02d:%02d" % (hh, mm, r.randint(0, 59))]
        n.line(table_row([ts, stn, user, ev], wd), det)
    n.line("-" * 100)
    if chance(r, 0.9 if c == "US" else 0.55):
        hl7(n, r, x, L, d)
    n.line(str(len(steps)), " events. ", "Chain complete; 1 exception." if len(steps) > 12 else pick(r, ["Chain complete.", "No gaps in custody."]))
    if chance(r, 0.5):
        n.line("Note added by ", (unames[-1], "USERNAME"), ": ", pick(r, [
            "trace supplied to IPC for " + pick(r, ["SSI review", "complaint", "look-back"]) + ", see ",
            "printed for audit file, ref ", "sent to surgeon's secretary, ref "]), (L.idnum(pick(r, ["incident", "audit", "complaint"])), "IDNUM"))
    return n


# ------------------------------------------------------------------ transport manifest
def transport_manifest(r, c):
    x = Ctx(r, c)
    L = x.L
    n = Note("transport_manifest", c)
    inhouse = chance(r, 0.35)
    driver = L.staff() if inhouse else L.person()
    dtyp = "DOCTOR" if inhouse else "FAMILY"
    courier = pick(r, PP.COURIERS)
    site_a = x.hosp
    site_b = L.hospital(True)
    dep = x.pdate
    n.line((x.ssd, "HOSPITAL"), pick(r, [" - INTER-SITE TRANSPORT MANIFEST", " | Dirty/Clean Instrument Transfer Note",
                                         " - Consignment Note (Reusable Medical Devices)"]))
    n.line("Manifest no: ", (L.idnum(pick(r, ["consign", "seal"])), "IDNUM"), "   Date: ", L.date(dep),
           "   Run: ", pick(r, ["AM", "PM", "2", "3", "Night"]))
    n.blank()
    aa, ab = L.address(), L.address()
    n.line("Collect from: ", (site_a, "HOSPITAL"), ", ", pick(r, ["Theatres loading bay", "Goods in", "Dock 2", "Endoscopy back door"]))
    n.line("              ", L.addr_line(aa))
    n.line("Deliver to:   ", (site_b, "HOSPITAL"), pick(r, [" / ", " - "]), (x.ssd, "HOSPITAL"))
    n.line("              ", L.addr_line(ab))
    n.blank()
    if inhouse:
        n.line("Carrier: in-house transport (Facilities)   Driver: ", L.name(driver, dtyp, pick(r, ["full", "init_last"])),
               "   Radio/mobile: ", (L.phone("mobile"), "PHONE"))
    else:
        n.line("Carrier: ", (courier, "ORGANIZATION"), "   Driver: ", L.name(driver, dtyp, pick(r, ["full", "last_first", "first"])),
               "   Mob: ", (L.phone("mobile"), "PHONE"))
        if chance(r, 0.6):
            n.line("Driver licence checked: ", ("DL# " if c != "UK" else "DVLA "), (L.license("DL"), "LICENSE"))
    n.line("Vehicle: ", pick(r, ["3.5t panel van (segregated dirty/clean)", "LWB van, tail lift", "refrigerated van (not in use)",
                                 "electric van"]), "   Reg: ", (L.vehicle(), "VEHICLE"),
           ["   VIN ", (L.letters(1, "1234JKLSW") + L.letters(16, "ABCDEFGHJKLMNPRSTUVWXYZ0123456789"), "VEHICLE")] if chance(r, 0.25) else "")
    tms = x.times(4)
    n.line("Dep ", tms[0], "   Arr ", tms[1], "   Cab temp ", str(r.randint(12, 26)), " C   Vehicle cleaned: ",
           pick(r, ["Y", "Y - log ok", "N (reported)"]))
    n.blank()
    wd = [14, 8, 14, 34, 8]
    n.line(table_row(["Container", "Status", "Seal no.", "Contents", "Trays"], wd))
    for i in range(r.randint(3, 7)):
        s = x.setinfo if i == 0 else pick(r, C.SETS)
        n.line(table_row([[("RTC-%03d" % r.randint(1, 300), "DEVICE")], pick(r, ["DIRTY", "CLEAN", "DIRTY", "CLEAN", "LOAN"]),
                          [(L.idnum("seal"), "IDNUM")], [(x.tray if i == 0 else L.tray_id(s[1]), "DEVICE"), " ", s[0][:20]],
                          str(r.randint(1, 6))], wd))
    n.blank()
    if chance(r, 0.5):
        n.line("URGENT: ", pick(r, ["return set for list tomorrow - patient ", "implant loan kit for "]),
               L.name(x.pt, "PATIENT", pick(r, ["initials", "last_init"])), " ", x.mrn_label(), " ", (x.mrn, "MRN"), ", list ",
               L.date_short(x.plus(dep, 1)), " ", x.room[0], (x.room[1], "LOCATION_OTHER"))
    n.line("Dispatched by: ", L.name(x.tech, "DOCTOR", pick(r, ["full", "init_last", "last_init"])), "  ", tms[0],
           "     Received by: ", L.name(x.tech2, "DOCTOR", pick(r, ["full", "init_last", "last_init"])), "  ", tms[2])
    n.line("Driver signature: ", L.name(driver, dtyp, pick(r, ["initials", "init_last"])))
    n.line(pick(r, ["Seals intact on arrival: YES", "Seal broken on RTC - quarantined, NCR raised",
                    "Spill kit on board. No spills.", "Dirty and clean segregated by bulkhead."]),
           "  Queries: transport desk ", (L.phone(ext=chance(r, 0.5)), "PHONE"))
    return n


def hl7(n, r, x, L, d):
    """linked ADT message as echoed in the tracking system's interface log"""
    c = x.c
    p = x.pt
    a = L.address()
    n.line("Interface log (ADT link) ", L.date(d, "ISO"), " ", L.time(), ":")
    mi = p.middle or ""
    ext_id = {"US": [(L.ssn(), "SSN")], "CA": [(L.healthplan(), "HEALTHPLAN")],
              "UK": [(x.nhs or L.nhs(), "MRN")], "AU": [(L.healthplan(), "HEALTHPLAN")]}[c]
    n.line("MSH|^~\\&|PAS|", pick(r, ["MAIN", "SITE1", "HOSP"]), "|TRACK|SSD|", (L.date_fmt(d, "compact"), "DATE"),
           "%02d%02d||ADT^A%02d|" % (r.randint(0, 23), r.randint(0, 59), pick(r, [1, 4, 8])), str(r.randint(100000, 999999)), "|P|2.4")
    n.line("PID|1||", (x.mrn, "MRN"), "^^^", pick(r, ["HOSP", "MRN", "PAS"]), "^MR||",
           ("%s^%s%s" % (p.last.upper(), p.first.upper(), ("^" + mi) if mi else ""), "PATIENT"), "" if mi else "^", "||", (L.date_fmt(x.dob, "compact"), "DATE"), "|", p.sex, "|||",
           (a["street"], "STREET"), "^^", (a["city"], "CITY"), "^", [(a["state"], "STATE")] if a.get("state") else "", "^",
           (a["zip"], "ZIP"), "||", (L.phone(), "PHONE"), "|||||", (x.account, "ACCOUNT"), "|", ext_id)
    n.line("PV1|1|", pick(r, ["I", "O", "D"]), "|", (x.ward, "HOSPITAL"), "^", (x.room[1], "LOCATION_OTHER"), "^",
           ("%d" % r.randint(1, 30), "LOCATION_OTHER"), "||||", (L.license("NPI") if c == "US" else L.license(), "LICENSE"),
           "^", ("%s^%s" % (x.surgeon.last.upper(), x.surgeon.first.upper()), "DOCTOR"))
