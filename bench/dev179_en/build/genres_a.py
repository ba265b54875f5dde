"""Genres: ICU admission note; daily ICU progress note."""
import datetime

import clinical as CL
import common as C
from common import D, day
from phi import NB


def consultant(g, c, svc):
    p = g.person()
    return [svc + " (", g.pick(["Dr. ", "Dr "]), (p.last, "DOCTOR"), ")"]


def admission(g, c):
    b = NB()
    s = c["scen"]
    st = c["staff"]
    cc = c["country"]
    b.emit(C.facility_line(g, c))
    b.t(g.pick(["CRITICAL CARE ADMISSION NOTE\n", "ICU ADMISSION H&P\n", "MICU Admit Note\n",
                "Intensive Care Unit - Admission History and Physical\n", "ICU ADMIT NOTE\n"]))
    b.emit(C.pt_header(g, c))
    b.f("Admit date: {d} {t}\n", d=D(g, c, c["adm"]), t=C.tm(g))
    b.f("Attending: {a}    Fellow: {f}    Resident: {r}\n", a=C.staff(g, st["att"], "dr_last"),
        f=C.staff(g, st["fellow"], g.pick(["dr_last", "full"])), r=C.staff(g, st["res"], g.pick(["full", "init_cred", "dr_full"])))
    src = g.r.randrange(3)
    if s["key"] in ("trauma", "od", "stemi") and src == 2:
        src = 0
    if src == 0:
        b.f("Source: ED, {h}\n", h=(c["hosp_short"], "HOSPITAL"))
    elif src == 1:
        rp = g.person()
        b.f("Source: transfer from {h} ED via {ems}. Referring MD: Dr. {rp}, tel {ph}, fax {fx}\n",
            h=(c["ref_hosp"], "HOSPITAL"), ems=(c["ems"], "ORGANIZATION"), rp=(rp.full(), "DOCTOR"),
            ph=(g.phone(c["hosp_area"]), "PHONE"), fx=(g.phone(c["hosp_area"], "dash"), "FAX"))
    else:
        b.f("Source: {w} (floor) - RRT called, see separate record\n", w=(c["ward"], "HOSPITAL"))
    b.f("\nCC: {cc}\n\n", cc=s["cc"])
    b.t("HPI: ")
    b.emit(C.age_phrase(g, c))
    b.f(" with PMH {pmh} who presents with {cc}. ", pmh=", ".join(s["pmh"]), cc=s["cc"])
    b.t(s["hpi"] + " ")
    f0 = c["fam"][0]
    k = g.r.randrange(3)
    if k == 0:
        b.f("Per {fr}, pt was in usual state of health until {d}. ", fr=C.fam_ref(g, f0), d=D(g, c, day(c, -g.ri(1, 5)), g.pick(["wk_md", "month_d", "md", "weekday"])))
    elif k == 1:
        b.f("Hx obtained from {fr} at bedside and from {h} records. ", fr=C.fam_ref(g, f0), h=(c["ref_hosp"], "HOSPITAL"))
    else:
        b.f("Collateral from {fr} by phone ({ph}). Last known well {d} ~{t}. ", fr=C.fam_ref(g, f0),
            ph=(f0["phone"], "PHONE"), d=D(g, c, day(c, -1), g.pick(["md", "mdY", "mon_d"])), t=C.tm(g))
    if s["key"] == "trauma":
        b.f("\nPer {ems} run sheet: pt driver of {veh}, plate {pl}, VIN {vin}. Crash {where} {city}. ",
            ems=(c["ems"], "ORGANIZATION"), veh=g.pick(["Honda Civic", "pickup truck", "Ford F-150", "sedan", "minivan"]),
            pl=(g.plate(cc), "VEHICLE"), vin=(g.vin(), "VEHICLE"),
            where=g.pick(["on the highway just outside", "at an intersection in", "on a rural road near"]), city=(c["city"], "CITY"))
        if g.chance(0.6):
            b.f("ID confirmed by {dl} (driver's licence {n}). ", dl=g.pick(["police", "EMS"]), n=(g.drivers_license(cc, c["st"]), "LICENSE"))
        if g.chance(0.4):
            b.f("Initially registered as trauma alias; biometric ID {bio} linked to chart {d}. ",
                bio=(g.bioid(), "BIOID"), d=D(g, c, c["adm"], "md"))
    if s["key"] != "trauma" and g.chance(0.1):
        b.f("Arrived without ID; identity confirmed by fingerprint match (biometric ID {bio}). ", bio=(g.bioid(), "BIOID"))
    if s["key"] == "od" and g.chance(0.7):
        b.f("Found by {fr} at {addr}. ", fr=C.fam_ref(g, c["fam"][-1]), addr=[(c["street"], "STREET"), ", ", (c["city"], "CITY")])
    b.t("\n\nPMH:\n")
    for i, item in enumerate(s["pmh"]):
        if i == 0 and item != "none known" and g.chance(0.5):
            b.f("- {x} (dx {y})\n", x=item, y=D(g, c, day(c, -g.ri(400, 9000)), g.pick(["year", "year", "month_year"])))
        else:
            b.t("- " + item + "\n")
    if g.chance(0.6):
        b.f("PSH: {p} ({y}), {q}\n", p=g.pick(["appendectomy", "lap chole", "TKA R", "hernia repair", "C-section x2", "CABG x3"]),
            y=D(g, c, day(c, -g.ri(800, 12000)), "year"), q=g.pick(["tonsillectomy as child", "cataract surgery", "none else"]))
    b.t("\nHome meds" + g.pick([":", " (per ", " (reconciled w/ "]))
    if b.parts[-1].endswith("("):
        pass
    if b.parts[-1] != "\nHome meds:":
        b.f("{ph}): ", ph=(c["pharmacy"], "HOSPITAL"))
    else:
        b.t(" ")
    b.t("; ".join(g.sample(CL.HOME_MEDS, g.ri(3, 7))) + "\n")
    b.f("Allergies: {a}\n\n", a=c["allergy"])
    b.t("Social: ")
    sk = g.r.randrange(4)
    if sk == 0:
        b.f("Lives with {fr} at {addr}. ", fr=C.fam_ref(g, f0, 0), addr=C.address(g, c))
    elif sk == 1 and c["age"] >= 68:
        b.f("Resides at {ltc}, {city}. ", ltc=(c["ltc"], "HOSPITAL"), city=(c["city"], "CITY"))
    elif sk in (1, 2):
        b.f("Lives alone in {city}, {st}. ", city=(c["city"], "CITY"), st=(c["st"], "STATE"))
    else:
        b.f("Lives w {fr}. Born in {ctry}, moved to {cn} in {y}. ", fr=C.fam_ref(g, f0, 3),
            ctry=(c["birth_country"], "COUNTRY"), cn=(C.country_name(c), "COUNTRY"), y=D(g, c, day(c, -g.ri(2000, 15000)), "year"))
    b.emit(C.occupation(g, c))
    b.t(g.pick(["Tob: former, quit ", "Smoker 1 ppd, ", "Never smoker. ", "Vapes daily. "]))
    if b.parts[-1].endswith("quit "):
        b.f("{y}. ", y=D(g, c, day(c, -g.ri(400, 9000)), "year"))
    b.t(g.pick(["EtOH: 6-8 beers/d. ", "EtOH socially. ", "No EtOH. ", "EtOH: denies. "]))
    b.t(g.pick(["No IVDU.\n", "Hx IVDU (fentanyl).\n", "Cannabis daily.\n", "Drugs: denies.\n"]))
    if g.chance(0.5):
        fp = g.person("M")
        b.f("FHx: father MI, died at {a}; mother DM.\n", a=(str(g.ri(48, 82)), "AGE"))
    b.t("\nROS: " + g.pick(["unable to obtain, pt intubated/sedated.", "limited, see HPI.",
                            "10-pt ROS neg except as in HPI.", "UTA 2/2 AMS"]) + "\n\n")
    b.t("PHYSICAL EXAM\n")
    b.t("VS: " + CL.vitals(g, s["vent"]) + "\n")
    if s["vent"]:
        b.t("Vent: " + CL.vent_settings(g) + "\n")
    b.t("Gen: " + (g.pick(["intubated, sedated", "intubated, sedated, ill-appearing", "critically ill appearing, on vent"]) if s["vent"] else
                   g.pick(["ill-appearing, diaphoretic", "somnolent, arousable to voice", "tachypneic on BiPAP", "anxious, uncomfortable"])) + "\n")
    b.t("Neuro: " + CL.gcs(g) + ", " + g.pick(["PERRL", "pupils 2 mm sluggish", "no focal deficit", "moves all ext"]) + "\n")
    b.t("CV: " + g.pick(["tachy, reg, no m/r/g", "irreg irreg", "RRR, cool extremities", "S1S2, no JVD"]) + "\n")
    b.t("Resp: " + g.pick(["coarse BS bilat", "crackles R base", "diminished bases, wheeze", "clear, vent synchronous"]) + "\n")
    b.t("Abd: " + g.pick(["soft, NT/ND", "distended, tympanic", "TTP epigastric, guarding", "soft, + fluid wave"]) + "\n")
    b.t("Ext: " + g.pick(["2+ pitting edema", "mottled knees", "cap refill 4 s", "warm, well perfused"]) + "\n\n")
    b.f("LABS ({d}):\n", d=D(g, c, c["adm"], g.pick(["md", "mdY", "iso", "dmony"])))
    b.t(CL.bmp(g) + "\n" + CL.cbc(g) + "\n")
    if s["vent"] or g.chance(0.5):
        b.t("ABG " + CL.abg(g) + "\n")
    b.t(CL.extra_labs(g) + "\n")
    b.f("Micro: BCx x2 (acc {a1}), UA/UCx ({a2}) pending\n", a1=(g.idnum("acc"), "IDNUM"), a2=(g.idnum("acc"), "IDNUM"))
    b.f("Imaging: {im} [{acc}]\n", im=s["imaging"], acc=(g.idnum("rad"), "IDNUM"))
    if g.chance(0.4):
        b.f("ECG {d}: {e}\n", d=D(g, c, c["adm"], "md"), e=g.pick(["sinus tach 118, no acute ST changes", "AF 130s", "NSR, QTc 488"]))
    b.t("\nASSESSMENT & PLAN\n")
    b.emit(C.age_phrase(g, c))
    b.f(" admitted to {u} with {dx}.\n", u=c["icu"], dx=s["dx"])
    for i, p in enumerate(s["plan"]):
        b.t(g.pick(["# ", "- ", "%d. " % (i + 1)]) + p + "\n")
    b.t("- Abx: " + s["abx"] + "\n")
    if g.chance(0.5):
        b.f("- {c1} consulted; {c2} aware\n", c1=consultant(g, c, g.pick(["Nephrology", "ID", "Cardiology", "GI", "Neurology", "Surgery"])),
            c2=consultant(g, c, g.pick(["Pharmacy", "Palliative care", "Neurosurgery", "Hepatology"])))
    b.t("- FEN: " + g.pick(["NPO, mIVF", "TF when stable", "replete lytes prn"]) + "\n")
    b.t("- Ppx: " + g.pick(["SQH + PPI", "SCDs (bleeding), PPI", "enoxaparin 40 daily, famotidine"]) + "\n")
    b.f("- Code status: {cs} (discussed w/ {fr})\n", cs=c["code"], fr=C.fam_ref(g, f0, g.pick([0, 2, 3])))
    fm = c["fam"][-1]
    b.t("- Contact/SDM: ")
    b.emit(C.fam_contact(g, c, fm))
    b.t("\n")
    if g.chance(0.6):
        if cc == "US":
            b.f("- Insurance: {ins}, member ID {hp}, group {gr}", ins=(c["insurer"], "ORGANIZATION"), hp=(c["hp"], "HEALTHPLAN"),
                gr=(c["group"], "HEALTHPLAN"))
            if g.chance(0.6):
                b.f("; SSN on facesheet {ssn}", ssn=(c["ssn"], "SSN"))
            b.t("\n")
        else:
            b.f("- {hc}: {hp}", hc=g.pick(["Health card", "PHN", "OHIP #", "HCN"]), hp=(c["hp"], "HEALTHPLAN"))
            if g.chance(0.15):
                b.f("; SIN {sin} (WSIB claim)", sin=(c["ssn"], "SSN"))
            if g.chance(0.3):
                b.f("; private plan {ins} #{hp2}", ins=(c["insurer"], "ORGANIZATION"), hp2=(g.healthplan("US"), "HEALTHPLAN"))
            b.t("\n")
    b.t("\nCritical care time: %d min, excluding procedures.\n" % g.pick([35, 45, 50, 60, 75, 90, 105]))
    b.emit(C.signoff(g, c, st["res"], c["adm"]))
    if g.chance(0.7):
        b.f("\nATTENDING ATTESTATION: I saw and examined the pt with {r} and agree with the above. {extra}\n",
            r=C.staff(g, st["res"], g.pick(["dr_last", "full"])),
            extra=g.pick(["Pt critically ill with high probability of deterioration.", "Discussed with family at bedside.",
                          "Key findings: shock, resp failure."]))
        b.emit(C.signoff(g, c, st["att"], c["adm"], g.pick([0, 2, 6])))
    if g.chance(0.3):
        b.emit(C.audit_footer(g, c))
    return b


def progress(g, c):
    b = NB()
    s = c["scen"]
    st = c["staff"]
    hd = (c["today"] - c["adm"]).days + 1
    wstyle = g.pick(["wk_md", "mdY", "wk_long", "iso", "mon_d_y", "dmony"])
    b.f("{u} PROGRESS NOTE   {d}\n", u=g.pick([c["icu"].upper(), "ICU", "Critical Care", "CCM"]), d=D(g, c, c["today"], wstyle))
    if g.chance(0.5):
        b.emit(C.facility_line(g, c))
    b.emit(C.pt_header(g, c))
    b.f("HD #{hd} / ICU day {icd}. Team: {a} (attg), {r}\n", hd=str(hd), icd=str(max(1, hd - g.ri(0, 1))),
        a=C.staff(g, st["att"], g.pick(["dr_last", "last", "full"])), r=C.staff(g, st["res"], g.pick(["full", "dr_last", "init_cred"])))
    b.f("Dx: {dx}\n\n", dx=s["dx"])
    b.t(g.pick(["24H EVENTS:\n", "Interval events / overnight:\n", "O/N:\n", "Events:\n"]))
    ev = [g.pick(["- self-extubated 0230, reintubated, no desat", "- norepi weaned 0.12 -> 0.05",
                  "- febrile 38.9 at 0200, pan-cultured", "- AF RVR, amio bolus + gtt", "- 2u PRBC for Hgb 6.6",
                  "- uneventful night", "- passed SAT, failed SBT (RSBI 112)", "- K 3.1 repleted",
                  "- CRRT clotted x1, restarted", "- pulled OGT, replaced, KUB confirms"])]
    for e in ev:
        b.t(e + "\n")
    b.f("- per night RN {n}, {x}\n", n=C.staff(g, st["rn_night"], g.pick(["first_only", "full"])),
        x=g.pick(["agitated 0300, PRN fent x2", "slept ~4h", "family called overnight", "UOP low 20s/h"]))
    if g.chance(0.5):
        b.f("- {fr} called at {t}, updated by {r}\n", fr=C.fam_ref(g, g.pick(c["fam"]), g.pick([0, 1, 3])), t=C.tm(g),
            r=C.staff(g, st["res"], g.pick(["dr_last", "first_only"])))
    b.t("\nSUBJ: " + g.pick(["intubated/sedated, unable", "c/o thirst, pain 4/10", "nods to questions, denies pain",
                             "confused, pulling at lines", "feels 'better', wants water"]) + "\n\n")
    b.t("OBJ:\nVS: " + CL.vitals(g, s["vent"]) + "\n")
    if s["vent"]:
        b.t("Vent: " + CL.vent_settings(g) + ", Pplat %d, DP %d\n" % (g.ri(18, 32), g.ri(8, 17)))
    if s["drips"]:
        ds = []
        for dname in s["drips"]:
            u, vals = CL.DRIP_DOSE[dname]
            ds.append("%s %s %s" % (dname, g.pick(vals), u))
        b.t("Gtts: " + "; ".join(ds) + "\n")
    b.t(CL.io(g) + ", UOP %d mL/24h\n" % g.ri(200, 3600))
    b.t("Exam: " + CL.rass(g) + ", " + CL.cam(g) + ", " + g.pick(["coarse BS", "clear", "crackles bilat"]) + ", " +
        g.pick(["soft abd", "distended", "+BS"]) + ", " + g.pick(["1+ edema", "no edema", "anasarca"]) + "\n\n")
    b.f("LABS {d}:\n", d=D(g, c, c["today"], g.pick(["md", "wk_md", "mdY", "iso"])))
    b.t(CL.bmp(g) + "\n" + CL.cbc(g) + "\n")
    if s["vent"]:
        b.t("ABG " + CL.abg(g) + " @ " + C.tm(g) + "\n")
    b.t(CL.extra_labs(g) + "\n")
    b.f("Micro: BCx {d1} ({a}) - {r}; sputum {d2} - {r2}\n", d1=D(g, c, c["adm"], "md"), a=(g.idnum("acc"), "IDNUM"),
        r=g.pick(["NGTD", "GPC in clusters 1/2", "E. coli, pan-S", "no growth x48h"]), d2=D(g, c, day(c, 1), "md"),
        r2=g.pick(["mod PMNs, GNR", "MSSA", "normal flora", "pending"]))
    if g.chance(0.5):
        b.f("Imaging: CXR {d} - {x}\n", d=D(g, c, c["today"], "md"), x=g.pick(["improving R base", "stable lines/tubes", "new L effusion", "worse bilat infiltrates"]))
    b.t("\nA/P: ")
    b.emit(C.age_phrase(g, c))
    b.f(" w/ {dx}, HD{hd}.\n", dx=s["dx"], hd=str(hd))
    syss = g.sample(CL.SYSTEMS, g.ri(6, 10))
    for sy in [x for x in CL.SYSTEMS if x in syss]:
        txt = g.pick(CL.SYS_TEXT[sy])
        if sy == "Lines" and g.chance(0.7):
            b.f("{sy}: {ln} placed {d} (day {n}); {x}\n", sy=sy, ln=g.pick(CL.LINES[:6]), d=D(g, c, c["adm"], g.pick(["md", "mon_d"])),
                n=str(hd), x=g.pick(["still needed", "d/c today", "site clean"]))
        elif sy == "Dispo" and g.chance(0.6):
            b.f("{sy}: {x}; {fr} updated at bedside\n", sy=sy, x=txt, fr=C.fam_ref(g, c["fam"][0], g.pick([0, 2, 4])))
        elif sy == "ID" and g.chance(0.4):
            b.f("{sy}: {x}. ", sy=sy, x=txt)
            b.emit(consultant(g, c, "ID"))
            b.t(" recs appreciated\n")
        else:
            b.t(sy + ": " + txt + "\n")
    b.f("Code: {cs}\n", cs=c["code"])
    if g.chance(0.4):
        b.f("Seen/discussed on rounds w/ {ph} (PharmD), {rt} (RT), {rn} (RN).\n",
            ph=C.staff(g, st["pharm"], "full"), rt=C.staff(g, st["rt"], g.pick(["full", "first_only"])),
            rn=C.staff(g, st["rn_day"], g.pick(["full", "first_only"])))
    b.emit(C.signoff(g, c, g.pick([st["res"], st["app"], st["fellow"]]), c["today"]))
    if g.chance(0.5):
        b.f("Attending addendum {d}: Pt seen and examined, agree with plan as outlined by {r}. CC time {m} min.\n",
            d=D(g, c, c["today"], "md"), r=C.staff(g, st["res"], g.pick(["dr_last", "first_only", "full"])), m=str(g.pick([30, 35, 40, 45, 60])))
        b.emit(C.staff(g, st["att"], g.pick(["full_cred", "init_cred"])))
        b.t("\n")
    if g.chance(0.25):
        b.emit(C.audit_footer(g, c))
    return b
