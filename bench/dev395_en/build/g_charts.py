"""Genres: wound assessment chart; NPWT device log."""

import world
import pools
import clin
from blocks import (date, dob, age, pname, sname, family, addr_line,
                    hp_line, id_strip, signature)
from doc import pick, chance, sample

ABBR_TISSUE = ["G", "S", "E", "N", "HG"]
ABBR_EXU = ["nil", "low", "mod", "high", "low ser", "mod ser", "mod SS",
            "high HS", "mod pur"]
ABBR_PERI = ["intact", "macerated", "red", "dry", "excoriated", "healthy",
             "oedema", "callus", "blanching", "NBE"]


def _staff_pool(c, n):
    rng = c.rng
    roles = ["dn", "dn", "tvn", "hca", "doctor"]
    out = []
    for _ in range(n):
        s = world.staff(rng, c.cc, pick(rng, roles))
        out.append(s)
    return out


def _tissue_short(rng):
    a = rng.randrange(0, 11) * 10
    b = 100 - a
    x, y = sample(rng, ABBR_TISSUE, 2)
    if a == 0:
        return "100%% %s" % y
    if b == 0:
        return "100%% %s" % x
    return "%d%% %s %d%% %s" % (a, x, b, y)


def wound_chart(c):
    rng = c.rng
    cc = c.cc
    T = c.T
    when = c.when
    hkind = pick(rng, ["hospital", "hospital", "home", "team"])
    hosp = world.site(rng, cc, hkind)
    ward = world.ward(rng)
    staff = _staff_pool(c, rng.randrange(2, 5))
    cons = world.staff(rng, cc, "doctor")

    c.t(pick(rng, ["WOUND ASSESSMENT CHART", "Wound Assessment and Evaluation Record",
                   "WOUND CARE ASSESSMENT / EVALUATION", "Wound Chart (TIME)",
                   "Chronic Wound Assessment Form WC2"]))
    c.t("   Page %d of %d" % (1, rng.randrange(1, 4)))
    c.nl()
    c.p(hosp["name"], "HOSPITAL")
    if hkind == "hospital" and chance(rng, 0.8):
        c.t(" - ")
        c.p(ward, "HOSPITAL")
        c.t(pick(rng, ["  Bed ", "  bed ", "  Bay 3 / bed "]))
        c.p(str(rng.randrange(1, 32)), "LOCATION_OTHER")
    elif hkind == "home":
        c.t(pick(rng, ["  Room ", "  Rm "]))
        c.p(str(rng.randrange(1, 60)), "LOCATION_OTHER")
    c.nl()
    c.t(pick(rng, ["Patient label: ", "Addressograph: ", "Patient: "]))
    id_strip(c)
    c.nl()
    if chance(rng, 0.6):
        c.t(pick(rng, ["Consultant: ", "Named consultant: ", "Attending: "]))
        sname(c, cons, pick(rng, ["pre_last", "pre_full"]))
        spec = pick(rng, ["Care of the Elderly", "Vascular", "Orthopaedics",
                          "General Medicine", "Stroke", "Plastics"])
        c.t(pick(rng, ["   Specialty: %s", "  (%s)"]) % spec)
        c.nl()
    c.nl()
    n_w = rng.randrange(1, 4)
    kind = pick(rng, ["pressure", "pressure", "leg", "foot", "surgical"])
    site, desc = clin.wound(rng, cc, T, kind)
    c.t("Wound no: %d of %d    Location: %s" % (1, n_w, site))
    c.t(pick(rng, ["  (see body map)", "", "  - body map completed"]))
    c.nl()
    c.t("Type/aetiology: " + desc)
    c.nl()
    c.t("Date first identified: ")
    first = when - world.days(rng.randrange(3, 200))
    date(c, first, "num")
    c.t("    Present on admission: " + pick(rng, ["Y", "N", "Yes", "No - hospital acquired"]))
    c.nl()
    c.t("Assessment framework: " + pick(rng, ["TIME", "TIMERS", "Triangle of Wound Assessment",
                                              "Bates-Jensen", "PUSH tool v3.0"]))
    c.t("   Risk: " + pick(rng, clin.SCORES))
    c.nl(2)
    hdr = pick(rng, [
        "Date       | Size LxWxD (cm) | Tissue       | Exudate  | Periwound  | Pain | Dressing                       | Sign",
        "DATE | DIMENSIONS | WOUND BED | EXUDATE | SURROUND | PAIN/10 | PLAN | INIT",
        "Date\tL x W x D\tBed\tExudate\tSkin\tPain\tDressings\tSigned",
    ])
    sep = "\t" if "\t" in hdr else " | "
    c.t(hdr)
    c.nl()
    if sep == " | ":
        c.t("-" * min(len(hdr), 100))
        c.nl()
    nrows = rng.randrange(3, 9)
    d0 = first + world.days(rng.randrange(0, 5))
    l = rng.randrange(20, 90) / 10.0
    w = l * rng.randrange(40, 95) / 100.0
    dd = d0
    for i in range(nrows):
        if i:
            dd = dd + world.days(pick(rng, [2, 3, 3, 4, 7]))
        date(c, dd, pick(rng, ["num", "num2", "short"]))
        c.t(sep)
        c.t("%.1f x %.1f x %s" % (l, w, pick(rng, ["0.1", "0.2", "0.3", "0.5", "<0.1"])))
        l = max(0.2, l * rng.randrange(80, 106) / 100.0)
        w = max(0.2, w * rng.randrange(80, 106) / 100.0)
        c.t(sep + _tissue_short(rng) + sep + pick(rng, ABBR_EXU) + sep +
            pick(rng, ABBR_PERI) + sep + str(rng.randrange(0, 9)) + sep)
        c.t(pick(rng, clin.DRESSINGS) + (" + " + pick(rng, clin.DRESSINGS)
                                         if chance(rng, 0.5) else ""))
        c.t(sep)
        s = pick(rng, staff)
        sname(c, s, pick(rng, ["initials", "initials", "initial_last"]) if s["pre"] == "" else "initials")
        c.nl()
    c.nl()
    c.t("Comments / evaluation:")
    c.nl()
    for _ in range(rng.randrange(1, 4)):
        dd = d0 + world.days(rng.randrange(0, nrows * 3 + 1))
        date(c, dd, pick(rng, ["num", "short", "dow"]))
        c.t(" - ")
        k = rng.randrange(7)
        if k == 6:
            c.t(clin.neg(rng))
        elif k == 0:
            c.t("Wound improving, reduced slough. Continue plan.")
        elif k == 1:
            c.t("Increased exudate and malodour; swab taken (specimen ")
            c.p(world.idnum(rng, "specimen"), "IDNUM")
            c.t("). %s informed." % T["gp"])
        elif k == 2:
            c.t("Photographed today, image ref ")
            c.p(world.idnum(rng, "image"), "IDNUM")
            c.t(".")
        elif k == 3:
            c.t("Referred to TVN - ")
            tv = world.staff(rng, cc, "tvn")
            sname(c, tv, "full")
            c.t(" to review ")
            date(c, dd + world.days(rng.randrange(1, 6)), "dow")
            c.t(".")
        elif k == 4:
            c.t("Patient declined dressing change, capacity assessed; ")
            family(c, rel=True)
            c.t(" informed by phone.")
        elif k == 5:
            c.t("Heel offloading boots applied; %s; %s." % (pick(rng, clin.MATTRESSES),
                                                           pick(rng, clin.GUIDELINES)))
        c.t(" ")
        sname(c, pick(rng, staff), "initials")
        c.nl()
    c.nl()
    c.t(pick(rng, ["Signature log", "STAFF SIGNATURE SHEET", "Signatures:"]))
    c.nl()
    c.t("Initials | Print name | Designation | Reg no")
    c.nl()
    for s in staff:
        sname(c, s, "initials")
        c.t(" | ")
        sname(c, s, "full")
        c.t(" | " + s["title_role"] + " | ")
        if s["role"] in ("hca", "admin"):
            c.t("n/a")
        else:
            c.p(s["lic"][1], "LICENSE")
        c.nl()


def npwt_log(c):
    rng = c.rng
    cc = c.cc
    T = c.T
    when = c.when
    model = pick(rng, clin.NPWT_MODELS)
    supplier = pick(rng, pools.EQUIP_SUPPLIERS)
    presc = world.staff(rng, cc, pick(rng, ["doctor", "surgeon", "tvn"]))
    staff = _staff_pool(c, rng.randrange(2, 4))
    community = chance(rng, 0.45)
    hosp = world.site(rng, cc, "team" if community else "hospital")

    c.t(pick(rng, ["NEGATIVE PRESSURE WOUND THERAPY (NPWT) RECORD",
                   "NPWT Device Log & Therapy Chart", "Topical Negative Pressure - Therapy Log",
                   "NPWT MONITORING RECORD"]))
    c.nl()
    c.p(hosp["name"], "HOSPITAL")
    if not community and chance(rng, 0.8):
        c.t(", ")
        c.p(world.ward(rng), "HOSPITAL")
        c.t(pick(rng, [", bed ", " Rm "]))
        c.p(str(rng.randrange(1, 30)) + pick(rng, ["", "", "A"]), "LOCATION_OTHER")
    c.nl()
    c.t("Patient: ")
    id_strip(c, sep=pick(rng, ["  ", " | ", "; "]))
    c.nl()
    if community:
        c.t("Therapy at home: ")
        addr_line(c, c.pt["addr"])
        c.t("   Tel ")
        c.p(c.pt["phone"], "PHONE")
        c.nl()
    c.nl()
    c.t("Device: %s    Serial no: " % model)
    c.p(world.device_serial(rng, "npwt"), "DEVICE")
    c.nl()
    if chance(rng, 0.7):
        c.t("Asset tag: ")
        c.p(world.device_serial(rng, "asset"), "DEVICE")
        c.t("   ")
    c.t("Supplied by: ")
    c.p(supplier, "ORGANIZATION")
    if chance(rng, 0.6):
        c.t("   Rental acct: ")
        c.p(world.account(rng, cc), "ACCOUNT")
    c.nl()
    c.t("Prescribed by: ")
    sname(c, presc, pick(rng, ["pre_last", "full_cred", "pre_full"]))
    c.t(" (" + pick(rng, clin.DEPARTMENTS) + ")    Start date: ")
    date(c, when, "num")
    c.nl()
    site, desc = clin.wound(rng, cc, T, pick(rng, ["surgical", "pressure", "foot"]))
    c.t("Wound: %s - %s, baseline %s" % (site, desc, clin.dims(rng)))
    c.nl()
    mode = pick(rng, ["continuous", "continuous", "intermittent (5 min on / 2 min off)",
                      "DPC (dynamic pressure control)"])
    press = pick(rng, ["-125", "-80", "-100", "-125", "-150", "-75"])
    c.t("Settings: %s mmHg, %s; intensity %s." % (press, mode, pick(rng, ["low", "medium", "high"])))
    c.nl()
    c.t("Filler: %s; contact layer %s; drape + SensaT.R.A.C. pad." %
        (pick(rng, ["GranuFoam (black)", "white foam (VersaFoam)", "Kerlix AMD gauze",
                    "Renasys F foam", "none (PICO)"]),
         pick(rng, ["Adaptic Touch", "Mepitel One", "Urgotul", "none"])))
    c.nl()
    c.t("Canister: %s ml, lot " % pick(rng, ["300", "500", "750", "1000"]))
    c.p(world.device_serial(rng, "lot"), "DEVICE")
    c.nl(2)
    c.t("Date | Time | Pressure | Canister (ml) | Exudate | Seal | Foam in/out | Init")
    c.nl()
    d = when
    for _ in range(rng.randrange(3, 8)):
        date(c, d, pick(rng, ["num", "num2", "short"]))
        c.t(" | %02d:%02d | %s | %d | %s | %s | %s | " % (
            rng.randrange(6, 23), rng.randrange(0, 60), press, rng.randrange(0, 400),
            pick(rng, ["serous", "SS", "HS", "haemoserous", "nil", "pur"]),
            pick(rng, ["OK", "good", "leak fixed", "patched"]),
            pick(rng, ["1/1", "2/2", "1 white + 1 black / same", "3/3", "-"])))
        sname(c, pick(rng, staff), "initials")
        c.nl()
        d = d + world.days(pick(rng, [1, 2, 2, 3]))
    c.nl()
    c.t("Alarm log:")
    c.nl()
    for _ in range(rng.randrange(1, 4)):
        ad = when + world.days(rng.randrange(0, 10))
        date(c, ad, pick(rng, ["num", "short"]))
        c.t(" %02d:%02d %s - " % (rng.randrange(0, 24), rng.randrange(60),
                                 pick(rng, ["LEAK alarm", "Canister full", "Blockage alarm",
                                            "Low battery", "Therapy inactive > 2 h",
                                            "Over-pressure"])))
        c.t(pick(rng, ["resolved, drape patched", "canister changed", "tubing unkinked",
                       "device swapped", "plugged in to charge"]) + " ")
        sname(c, pick(rng, staff), "initials")
        c.nl()
    if chance(rng, 0.65):
        c.nl()
        c.t(pick(rng, ["Remote monitoring: ", "Telemetry (iOn-type portal): "]))
        c.t("unit IP ")
        c.p(world.ipaddr(rng), "IPADDR")
        c.t(", last sync ")
        date(c, when + world.days(rng.randrange(0, 7)), "num")
        c.t(" by user ")
        s = pick(rng, staff)
        c.p(s["user"], "USERNAME")
        c.nl()
        if chance(rng, 0.5):
            c.t("Portal: ")
            c.p(world.url(rng, "npwt/unit/" + world.digits(rng, 6)), "URL")
            c.nl()
    if chance(rng, 0.35):
        c.t("Patient identity confirmed at device issue: wristband + fingerprint template ")
        c.p(world.bioid(rng), "BIOID")
        c.nl()
    c.t(pick(rng, ["24 h clinical helpline: ", "Supplier helpline (24/7): ", "Out of hours: "]))
    c.p(world.phone(rng, cc, False), "PHONE")
    c.nl(2)
    if chance(rng, 0.6):
        end = when + world.days(rng.randrange(5, 30))
        c.t("Therapy discontinued ")
        date(c, end, pick(rng, ["num", "long", "abbr"]))
        c.t(": " + pick(rng, ["wound granulated, step-down to %s" % pick(rng, clin.DRESSINGS),
                              "patient request", "bleeding - stopped per protocol",
                              "ready for split-skin graft", "discharged home"]) + ". ")
        c.t("Unit returned to ")
        c.p(supplier, "ORGANIZATION")
        c.t(", collection ref ")
        c.p(world.idnum(rng, "order"), "IDNUM")
        c.t(".")
        c.nl()
    c.nl()
    signature(c, pick(rng, staff), when, style=pick(rng, [0, 2, 4]))
