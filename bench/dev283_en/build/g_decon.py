"""Genre (own choice): decontamination certificates / declarations that
accompany equipment sent for service, repair or return from a patient."""
import clinical as C
import ids
import phi
from context import Case
from notebuilder import Note

GENRE = "decon_certificate"

AGENTS = ["Chlor-Clean 1,000 ppm av. chlorine", "Tristel-type ClO2 wipes", "70% IPA wipes",
          "detergent wipe then 1,000 ppm chlorine", "Difficil-S-type sporicidal", "hydrogen peroxide vapour (room)",
          "Actichlor-type 10,000 ppm (blood spill)"]
INFECTION = ["none known", "MRSA (colonised)", "C. difficile - toxin positive", "CPE screen positive",
             "norovirus (ward closed)", "COVID-19 PCR positive", "TB (open, on treatment)", "none known", "none known",
             "VRE", "Candida auris contact"]


def _cert(n, k):
    r, c, dv = k.rng, k.c, k.dev
    dc = k.newid("decon")
    n.line(r.choice(["DECLARATION OF DECONTAMINATION STATUS", "CERTIFICATE OF DECONTAMINATION",
                     "Equipment Decontamination Certificate - for inspection, service or repair"]))
    n.f("{dl}: {dv}    (form EBME-F07 rev 3)\n", dl=dc[0], dv=(dc[1], "IDNUM"))
    n.line("")
    n.f("Equipment: {desc}    Make/Model: {mm}\n", desc=dv.desc, mm=dv.make_model)
    n.f("Serial no: {s}    Asset/ID no: {a}    Qty: 1\n", s=(dv.serial, "DEVICE"), a=(dv.asset, "DEVICE"))
    n.f("From: {w}, {h}    To: {to}\n", w=k.ward_i(), h=k.hosp_i(),
        to=r.choice([["EBME workshop, ", (k.building, "LOCATION_OTHER")], [(k.supplier, "ORGANIZATION")],
                     ["Equipment Library"], [(k.manuf, "ORGANIZATION"), " (via ", (k.supplier, "ORGANIZATION"), ")"]]))
    n.f("Reason: {why}    Ref: {ref}\n", why=r.choice(["repair", "service/PPM", "return from loan", "FSN return", "investigation (incident)"]),
        ref=r.choice([["WO ", (k.newid("wo")[1], "IDNUM")], ["RMA ", (ids.idnum(r, "rma")[1], "IDNUM")],
                      ["incident ", (k.newid("inc")[1], "IDNUM")]]))
    n.line("")
    n.line("1. Has the item been in contact with a patient, blood or body fluids?   YES / NO  -> YES")
    n.line("2. Infection risk of last patient:  " + r.choice(INFECTION))
    n.f("   Last patient (internal traceability only - remove before external dispatch): {p}  {ml} {m}\n",
        p=k.pn(r.choice(["LF", "full", "init_last"])), ml=k.mrn[0], m=(k.mrn[1], "MRN"))
    n.line("3. TSE / CJD risk: " + r.choice(["no", "no", "not assessed", "no - neuro surgery not involved"]))
    n.line("4. Method: " + r.choice(AGENTS) + ("; contact time %d min" % r.choice([1, 2, 5, 10])))
    n.line("   Detergent/disinfectant batch: %s%d, exp %s" % (r.choice(["B", "LOT ", "L"]), r.randint(1000, 99999),
                                                            "%02d/%d" % (r.randint(1, 12), k.ref.year + 1)))
    n.line("5. Items NOT decontaminated (explain): " + r.choice(["none", "internal fluid path - bagged and labelled",
                                                                  "giving set left in situ for investigation (bagged)",
                                                                  "battery compartment - sealed"]))
    n.line("")
    n.f("Declared by: {who} ({role})  Signature: {sig}   Date: {d}   Tel: {ph}\n",
        who=k.s(k.nurse, "nurse", r.choice(["full", "init_last"])),
        role=r.choice(["Ward Sister", "RN", "Charge Nurse", "HCA", "Theatre Practitioner"]),
        sig=k.s(k.nurse, "nurse", "initials"), d=k.d(0, "num"), ph=(r.choice([k.ext, k.dept_phone]), "PHONE"))
    n.line("")
    n.line("RECEIPT (EBME / supplier use)")
    n.f("Received by: {who}   Date: {d}   Condition: {cond}\n", who=k.s(k.eng, "eng", r.choice(["full", "init_last", "initials"])),
        d=k.d(r.randint(0, 3), "num"), cond=r.choice(["clean, bagged, labelled", "visible soiling - returned to ward",
                                                      "no certificate attached - quarantined until received", "acceptable"]))
    if r.random() < 0.5:
        n.f("Note: {note}\n", note=r.choice([["ward called (", k.s(k.nurse, "nurse", "first"), "), re-cleaned by ward ",
                                              k.d(r.randint(1, 3), "short")],
                                             ["pt name removed from copy sent to ", (k.supplier, "ORGANIZATION")],
                                             ["second item (charger s/n ", (ids.serial(r), "DEVICE"), ") not listed - added"]]))


def _home_return(n, k):
    r, c, dv = k.rng, k.c, k.dev
    ln = k.newid("loan")
    n.line("Community equipment return - cleaning & decontamination checklist")
    n.f("Loan {lv}    Collected {d} by {who} ({cour}, {vl} {vv})\n", lv=(ln[1], "IDNUM"), d=k.d(0),
        who=k.s(k.sup_eng, "eng", r.choice(["first", "full"])), cour=(k.courier, "ORGANIZATION"),
        vl=(lambda v: v[0].lower())(k.veh), vv=(k.veh[1], "VEHICLE"))
    n.f("From: {p}, {a}\n", p=k.pn(r.choice(["title_full", "LF", "full"])), a=k.addr_i())
    n.f("Contact at collection: {f} ({rel}), {ph}\n", f=k.fn("full"), rel=k.rel, ph=(k.fam_phone, "PHONE"))
    n.f("Item: {mm} {desc}, s/n {s}, asset {a}\n", mm=dv.make_model, desc=dv.desc, s=(dv.serial, "DEVICE"), a=(dv.asset, "DEVICE"))
    n.line("")
    n.line("Household infection status: " + r.choice(INFECTION))
    n.line("Pets / smoking in home: " + r.choice(["cat; non-smoking", "none", "dog; smoker - nicotine staining on casing",
                                                  "smoking - unit yellowed, filters replaced"]))
    n.line("Cleaned at home by: " + r.choice(["carer (wipe only)", "not cleaned", "district nurse team", "family"]))
    n.line("Depot decontamination:")
    for st in C.pick(r, ["external wipe-down (detergent)", "disinfection " + r.choice(AGENTS),
                         "filters and tubing discarded", "humidifier chamber autoclaved", "mattress cover inspected - no strike-through",
                         "UV-C cabinet 10 min", "labelled CLEAN with green tag"], r.randint(3, 5)):
        n.line(" [x] " + st)
    C.esafety(n, k, table=False)
    n.f("Depot operative: {who}   Date: {d}   Status: {st}\n", who=k.s(k.eng2, "eng", r.choice(["full", "init_last"])),
        d=k.d(r.randint(1, 4), "num"), st=r.choice(["READY FOR ISSUE", "HOLD - repair", "SCRAP (BER)"]))
    if r.random() < 0.6:
        n.f("Pt status: {st}; loan closed {d} by {u}.\n", st=r.choice(["deceased", ["admitted to ", (k.hosp2, "HOSPITAL")], "no longer required",
                                                                       ["transferred to ", (k.site, "HOSPITAL")]]),
            d=k.d(r.randint(1, 4), "num"), u=(phi.username(k.clerk, r), "USERNAME"))


def gen(rng, country, lower):
    k = Case(rng, country)
    k.veh = ids.vehicle(rng, country)
    n = Note(lower)
    if rng.random() < 0.55 or not k.dev.d["home"]:
        _cert(n, k)
    else:
        _home_return(n, k)
    n.line("")
    n.line(rng.choice(["Copies: 1 ward file / 2 with equipment / 3 EBME", "Keep this form with the equipment at all times.",
                       "Equipment without a completed form will not be accepted."]))
    if rng.random() < 0.7:
        C.dept_footer(n, k)
    return n
