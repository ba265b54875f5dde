"""Genres: CT trauma report, emergency laparotomy operative note, acute surgical unit ward-round note."""
import clin as C
import common as K
import phi as H


def ct_report(n, c, s):
    r = c.rng
    us = c.us
    v = r.randrange(3)
    if v == 0:
        n.f("{h}\nDEPARTMENT OF {dep}\n\n", h=(c.hosp, "HOSPITAL"), dep=r.choice(["RADIOLOGY", "DIAGNOSTIC IMAGING",
                                                                                    "MEDICAL IMAGING"]))
    elif v == 1:
        n.f("{h} Radiology Report\n", h=(c.hshort, "HOSPITAL"))
    else:
        n.t("RADIOLOGY REPORT - FINAL\n")
    K.hdr(n, c, r.choice([0, 1, 2, 4]), with_acct=r.random() < 0.4)
    n.f("Accession: {a}\n", a=(c.accession(), "IDNUM"))
    ck = K.Clock(r, r.choice([0, 1]))
    n.f("Exam date: {d} {t}   Location: {loc}\n", d=c.d(c.arrive, r.choice(["num", "iso", c.dstyle])), t=ck.next(),
        loc=[("ED Resus bay ", None), (c.bay, "LOCATION_OTHER")] if r.random() < 0.4 else r.choice(["ED", "Trauma bay", "EC resus"]))
    n.f("Ordering: {o}\n\n", o=c.dn(c.att if r.random() < 0.5 else c.res, r.choice(["dr", "cred", "comma", "drfull"])))
    proto = r.choice(C.CT_PROTOCOLS) if s["kind"] != "egs" else "CT abdomen and pelvis with IV contrast"
    n.t("EXAM: " + proto + "\n\n")
    n.t("CLINICAL HISTORY: ")
    n.add(c.age_seg(r.choice(["sex", "yo", "year", "slash"])))
    n.t(" " + (s["mech"] + ". " if s["kind"] != "egs" else "acute abdomen - ") + s["mech_long"] +
        (". Hypotensive on arrival." if s["unstable"] else ".") + r.choice(["", " ?injury", " Query perforation.", " R/O solid organ injury."]
                                                                          if s["kind"] != "egs" else ["", " ?perforation", " ?ischaemia"]) + "\n\n")
    n.t("TECHNIQUE: Axial images acquired with multiplanar reformats. " +
        r.choice(["100 mL Omnipaque 350 IV.", "90 mL iohexol 300 IV, no oral contrast.", "Ultravist 370 80 mL."]) +
        " DLP %d mGy.cm.\n\n" % r.randint(900, 2600))
    cmp_ = r.randrange(3)
    if cmp_ == 0:
        n.t("COMPARISON: None.\n\n")
    elif cmp_ == 1:
        n.f("COMPARISON: CT abdomen {d} from {h}.\n\n", d=c.d(K.later(c, -r.randint(200, 1400)), "month"),
            h=(c.outside, "HOSPITAL"))
    else:
        n.f("COMPARISON: Trauma series radiographs same day ({d}).\n\n", d=c.d(c.arrive, "md"))
    n.t("FINDINGS:\n")
    fs = C.ct_findings(r, s)
    regions = [("head", "Head/C-spine: "), ("chest", "Chest: "), ("abdomen", "Abdomen/pelvis: "), ("msk", "Bones: ")]
    if proto.startswith("CT abdomen"):
        regions = [("chest", "Lung bases: "), ("abdomen", "Abdomen/pelvis: "), ("msk", "Bones: ")]
        fs["abdomen"] += fs["head"]
        fs["head"] = []
    pos = []
    for key, lab in regions:
        n.t(lab.upper() if r.random() < 0.3 else lab)
        bits = fs[key] + [r.choice(C.SAFE_NEG[key] if fs[key] else C.IMAGING_NEG[key])]
        pos += fs[key]
        n.t(" ".join(bits) + "\n")
    if c.age > 65 and r.random() < 0.5:
        n.t("Incidental: cardiac pacemaker leads in RA/RV. Atheromatous aorta. 8 mm R lower lobe nodule - see recs.\n")
    n.t("\nIMPRESSION:\n")
    for i, f in enumerate(pos[:4]):
        n.t("%d. %s\n" % (i + 1, f.split(";")[0].rstrip(".")))
    if pos:
        n.t("%d. %s\n" % (min(len(pos), 4) + 1, r.choice(["No other acute traumatic injury.", "Lines/tubes as above.",
                                                          "ETT tip 4 cm above carina.", "Otherwise no acute findings."])))
    else:
        n.t("1. No acute traumatic injury identified.\n2. Wound tract confined to soft tissues.\n")
    if r.random() < 0.75:
        n.f("\nCritical result communicated to {d} by {how} at {t} on {dt}; read-back confirmed.\n",
            d=c.dn(c.att if r.random() < 0.5 else c.res, r.choice(["dr", "drfull"])),
            how=r.choice(["telephone", "phone", "in person in CT"]), t=ck.next(10, 40), dt=c.d(c.arrive))
    if r.random() < 0.5:
        n.f("Preliminary read: {p} (resident). ", p=c.dn(c.res2, r.choice(["dr", "full"])))
    n.f("Final: {rad}\n", rad=c.dn(c.rad, r.choice(["cred", "drfull", "comma"])))
    n.f("Signed {d} {t}\n", d=c.d(c.arrive, "num"), t=ck.next(5, 90))
    if r.random() < 0.4:
        n.f("Images: {u}\n", u=("https://pacs.%s/viewer/%s" % (r.choice(["example.org", "example.net", "rad.test"]),
                                                                H.digits(r, 7)), "URL"))
    if r.random() < 0.35:
        n.f("PACS node {ip}  Station {st}\n", ip=(H.ip(r), "IPADDR"), st=r.choice(["CT2", "TRAUMA-CT", "CT_SOMATOM_1"]))
    K.audit(n, c, c.rad, p=0.2)


def op_note(n, c, s):
    r = c.rng
    us = c.us
    od = K.later(c, r.choice([0, 0, 0, 1]))
    if us:
        n.t(r.choice(["OPERATIVE REPORT\n", "OPERATIVE NOTE - ACUTE CARE SURGERY\n", "BRIEF OP NOTE / FULL REPORT\n"]))
        n.f("{h}\n", h=(c.hosp, "HOSPITAL"))
    else:
        n.t(r.choice(["THEATRE NOTE - EMERGENCY LAPAROTOMY\n", "OPERATION RECORD\n", "Op note (emergency theatre)\n"]))
        n.f("{h}  Theatre {th}\n", h=(c.hshort, "HOSPITAL"), th=(str(r.randint(1, 9)), "LOCATION_OTHER"))
    K.hdr(n, c, r.choice([0, 1, 3, 5]))
    ck = K.Clock(r, r.choice([0, 1]))
    n.f("Date of operation: {d}\nTime: knife to skin {t1}, closure {t2}\n", d=c.d(od), t1=ck.next(), t2=ck.next(70, 240))
    n.f("Surgeon: {a}\nAssistant(s): {b}{b2}\n", a=c.dn(c.att, r.choice(["drfull", "cred", "dr"])),
        b=c.dn(c.res, r.choice(["drfull", "full", "dr"])),
        b2=[(", ", None)] + c.dn(c.res2, "full") if r.random() < 0.4 else "")
    n.f("{an}: {x}  ({ty})\n", an="Anesthesiologist" if us else "Anaesthetist", x=c.dn(c.anaes, r.choice(["dr", "drfull"])),
        ty=r.choice(["GA/ETT, RSI", "general endotracheal", "GA + arterial line"]))
    if not us or r.random() < 0.4:
        n.f("Scrub: {sc}\n", sc=c.dn(c.rn, "sister" if not us else "cred"))
    pre = s["injuries"][0] if s["kind"] == "egs" else "%s - %s" % (s["mech"], r.choice(["peritonitis", "haemodynamic instability",
                                                                                       "positive FAST", "evisceration"]))
    n.t("\nPre-op diagnosis: " + pre + "\nPost-op diagnosis: " + "; ".join(s["injuries"]) + "\n")
    n.t("Procedure: " + (s["proc"] if s["proc"] != "non-operative management" else "exploratory laparotomy") + "\n")
    n.t("\nIndication: ")
    n.add(c.pn(r.choice(["title", "sur", "given", "initsur"])))
    n.t(" is a ")
    n.add(c.age_seg(r.choice(["year", "yo", "word"])))
    n.t(" %s, %s. %s\n" % (c.sexword() if r.random() < 0.5 else ("man" if c.sex == "M" else "woman"),
                             s["mech_long"], r.choice(["Consent obtained from patient.", "Emergency consent - two-doctor signature.",
                                                          "Risks incl. stoma, relook, death discussed."])))
    if r.random() < 0.35:
        f = c.fam[r.randrange(3)]
        n.f("Consent discussed with {rel} {fn} by phone ({ph}).\n", rel=f.rel, fn=c.fn(f, "full"), ph=(f.phone, "PHONE"))
    n.t("\nFindings:\n")
    for x in s["findings"]:
        n.t("- " + x + "\n")
    n.t("\nDescription: " + r.choice([
        "Supine, arms out. Prepped chest to knees. Midline laparotomy. Four-quadrant packing, then systematic "
        "evaluation from the GOJ to the rectum. ",
        "Patient in supine crucifix position, skin prep with chlorhexidine. Xiphisternum-to-pubis incision. "
        "Blood and clot evacuated, packs placed. ",
        "Midline incision. Haemoperitoneum suctioned. Bowel run twice from DJ flexure to ileocaecal valve. "]))
    if s["kind"] == "egs":
        n.t(r.choice(["Pathology as above dealt with; bowel run in full. ", "Adhesions divided sharply, bowel viability checked after 10 min. ",
                      "Contaminated fluid sampled for MC&S, then suctioned. "]))
    else:
        n.t(r.choice(["Injuries addressed as listed. ", "Mesenteric bleeders controlled with 3-0 Vicryl ties. ",
                      "Enterotomies closed in 2 layers with 3-0 PDS. "]))
    n.t(r.choice(["Washout with 6 L warm saline. ", "Abdomen irrigated, 4 L NS. "]))
    if "damage control" in s["proc"] or "laparostomy" in s["proc"] or (s["unstable"] and r.random() < 0.3):
        n.f("Temporary abdominal closure with NPWT (ABThera), unit SN {sn} at -125 mmHg. Plan relook in 24-48 h.\n",
            sn=(c.device_sn(), "DEVICE"))
    else:
        n.t("Fascia closed with looped No. 1 PDS, skin " + r.choice(["staples", "left open, packed", "interrupted nylon"]) + ".\n")
    n.t("\nEBL: %d mL   Products: %s   Crystalloid: %d mL   UO: %d mL\n" % (
        s["ebl"], ("%d PRBC, %d FFP" % (s["prbc"], s["prbc"])) if s["prbc"] else "nil", r.randint(1000, 4500), r.randint(80, 900)))
    pr = s["proc"]
    spec = ("spleen" if "splen" in pr else "appendix" if "append" in pr else "sigmoid colon" if ("Hartmann" in pr or "sigmoid" in pr)
            else "R colon + TI" if "hemicolectomy" in pr else "small bowel segment" if ("resect" in pr or "resection" in pr)
            else "gastric biopsies" if "biops" in pr else None)
    if spec and r.random() < 0.8:
        n.f("Specimens: {sp} to histology{lab}\n", sp=spec, lab=[(", #", None), (c.specimen(), "IDNUM")] if r.random() < 0.75 else "")
    else:
        n.t("Specimens: none\n")
    n.t("Drains: " + r.choice(["19Fr Blake to L subphrenic", "none", "2x JP - pelvis, hepatorenal", "Penrose x1"]) + "\n")
    if "spleen" in " ".join(s["injuries"] + [s["proc"]]):
        n.t("Post-splenectomy vaccines (pneumococcal, Hib, meningococcal) on day 14.\n")
    n.t("Counts: correct x2. Complications: " + r.choice(["none", "none apparent", "hypotension on induction"]) + "\n")
    n.t("Disposition: " + r.choice(["SICU, intubated", "ICU, ventilated", "recovery then ward", "high care"]) + "\n")
    n.t("\nPost-op orders: " + "; ".join(C.plan(r, 3, s)) + "\n")
    K.sign(n, c, c.att if r.random() < 0.5 else c.res, date=od)
    if us and r.random() < 0.3:
        n.f("cc: {pcp}, {clin} fax {fx}\n", pcp=c.dn(c.person(cred="MD"), "drfull"), clin=(c.outside, "HOSPITAL"),
            fx=(c.tel(), "FAX"))
    K.audit(n, c, p=0.25)


def _brief_round(n, c, s, wd, pod):
    """Sparse hand-written style ward round entry."""
    r = c.rng
    n.f("WR {d} - {a}\n", d=c.d(wd, r.choice(["md", "wk", c.dstyle])), a=c.dn(c.att, r.choice(["dr", "sur"])))
    n.add(c.pn(r.choice(["sur", "caps", "initsur", "given"])))
    n.t(" ")
    n.add(c.age_seg(r.choice(["sex", "bare"])))
    n.t(" D%d post %s\n" % (pod, "lap" if s["proc"] != "non-operative management" else "adm (NOM)"))
    n.t(r.choice(["Well, flatus +, tol free fluids", "c/o nausea, no flatus yet", "pain ++ overnight, better now",
                  "feels ok. walked to toilet"]) + "\n")
    n.t("Obs " + r.choice(["stable", "T 38.2 otherwise stable", "HR 105 - ?pain"]) + ", abdo " +
        r.choice(["soft", "soft, mild distension", "tender around wound"]) + ", wound " + r.choice(["clean", "c/d/i", "some ooze"]) + "\n")
    L = C.labs(r, c.c, False, compact=True)
    n.t(" ".join("%s %s" % (x, v) for x, v, _ in L[:5]) + "\n")
    n.t("P: " + ", ".join(C.plan(r, 3, s)))
    if r.random() < 0.6:
        n.add([(", TTO planned ", None)] + c.d(K.later(c, pod + r.randint(1, 3)), r.choice(["weekday", "md"])))
    n.nl()
    n.add(c.dn(r.choice([c.res, c.res2]), r.choice(["sur", "initsur", "lowinit"])))
    if r.random() < 0.5:
        n.f(" ({pg})", pg=(r.choice([c.res, c.res2]).pager, "PHONE"))
    n.nl()


def ward_round(n, c, s):
    r = c.rng
    us = c.us
    pod = s["pod"]
    wd = K.later(c, pod + r.randint(0, 1))
    if r.random() < 0.3:
        _brief_round(n, c, s, wd, pod)
        return
    if us:
        n.t(r.choice(["ACUTE CARE SURGERY PROGRESS NOTE\n", "ACS Daily Progress Note\n", "Emergency General Surgery - AM rounds\n"]))
    else:
        n.t(r.choice(["ASU WARD ROUND\n", "Acute Surgical Unit - WR note\n", "ASU W/R\n"]))
    n.f("{d}  {t}\n", d=c.d(wd, r.choice([c.dstyle, "wk", "wklong"])), t=r.choice(["06:45", "07:10", "07:30", "08:05", "08:20",
                                                                                  "09:00", "0715", "0640", "1630"]))
    n.f("{w}  Bed {b}\n", w=(c.ward, "HOSPITAL"), b=(c.bed, "LOCATION_OTHER"))
    team = [c.dn(c.att, r.choice(["dr", "sur"])), c.dn(c.res, r.choice(["dr", "sur", "initsur"])),
            c.dn(c.res2, r.choice(["given", "sur"]))]
    n.f("WR: {a} ({ar}), {b} ({br}), {cc} ({cr})\n", a=team[0], ar="consultant" if not us else "attending",
        b=team[1], br="reg" if not us else "chief", cc=team[2], cr="intern" if not us else "PGY-1")
    n.nl()
    n.add(c.pn(r.choice(["caps", "full", "comma", "init", "sur"])))
    n.t(" ")
    n.add(c.age_seg(r.choice(["sex", "slash", "yo"])))
    n.f("  {lab} {m}\n", lab="MRN" if us else "Fol", m=(c.mrn, "MRN"))
    n.t(("HD#%d POD#%d s/p " % (pod + 1, pod)) if us else ("D%d post " % pod))
    n.t((s["proc"] if s["proc"] != "non-operative management" else "NOM of " + s["injuries"][0]))
    n.f(" ({d})\n", d=c.d(c.arrive, r.choice(["md", "mon3", c.dstyle])))
    n.t("\nS: " + r.choice(["pain controlled, passing flatus, tolerating sips",
                            "nauseous overnight, vomited x2, no flatus", "mobilised to chair, eating soft diet",
                            "c/o wound pain, slept poorly", "overnight: spiked 38.6, blood cultures sent"]) + "\n")
    n.t("O: " + C.vitals(r, False, c.c, r.randrange(3)) + "\n")
    n.t("   Abdo " + r.choice(["soft, appropriately tender, wound clean", "distended, tympanic, wound erythema inferiorly",
                               "soft, bowel sounds present", "tender RIF, no peritonism"]) + "\n")
    jj = " ".join(s["injuries"] + [s["proc"]]).lower()
    n.t("   " + r.choice(["Drain 120 mL serous", "NGT 450 mL bilious", "UO 0.6 mL/kg/h"] +
                         (["ICC 80 mL serous, swinging, no air leak"] if "thorax" in jj or "icc" in jj else []) +
                         (["Stoma output 300 mL"] if "colostomy" in jj or "hartmann" in jj else [])) + "; " + r.choice(["I/O 2.4/1.9 L", "fluid bal +1.2 L",
                                                                                       "UO 1.1 L/24h"]) + "\n")
    n.t("\nBloods")
    if r.random() < 0.55:
        days = [K.later(c, pod - 2 + i) for i in range(3)]
        n.t(":\n            ")
        for dd in days:
            n.add(c.d(dd, "md"))
            n.t("    ")
        n.nl()
        L = [C.labs(r, c.c, s["unstable"], compact=True) for _ in days]
        for i in range(len(L[0])):
            n.t("  %-9s" % L[0][i][0] + "".join("%9s" % L[j][i][1] for j in range(3)) + "\n")
    else:
        n.f(" ({d}):\n", d=c.d(wd, "md"))
        n.t(C.labs_str(r, c.c, s["unstable"]) + "\n")
    if r.random() < 0.4:
        n.t(C.abg(r, False) + "\n")
    n.t("\nMeds: " + "; ".join(C.meds(r, c.c, 4)) + "\n")
    n.t("\nA: " + r.choice(["progressing well", "ileus", "SSI - superficial", "AKI resolving", "query anastomotic leak - CT today",
                            "anaemia, asymptomatic"]) + "\n")
    n.t("P:\n")
    K.bullets(n, C.plan(r, s=s), mark=r.choice(["- ", "* ", "num"]), r=r)
    if r.random() < 0.4:
        f = c.fam[r.randrange(3)]
        n.f("- family meeting with {rel} {fn} {w}\n", rel=f.rel, fn=c.fn(f, r.choice(["title", "full", "given"])),
            w=r.choice(["today 14:00", "tomorrow", [("on ", None)] + c.d(K.later(c, pod + 2), "weekday")]))
    if r.random() < 0.3:
        n.f("- d/w {x} re: {y}\n", x=c.dn(c.person(cred="MD"), r.choice(["dr", "drfull"])),
            y=r.choice(["IR embolisation", "TPN", "stoma", "ortho fixation timing"]))
    K.sign(n, c, r.choice([c.res, c.res2]), date=wd, style=r.choice([2, 6, 0, 1]))
    K.audit(n, c, p=0.25)
