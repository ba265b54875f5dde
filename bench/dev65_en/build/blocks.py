"""Reusable note blocks (headers, lab trends, micro, imaging, exam, A/P)."""
import datetime as dt

import clin
from seg import P, Seq


def header(doc, cs, c, title):
    r = cs.r
    c["_title"] = title
    if doc.style == "lower":
        tpl = r.choice([
            "{_title} {today_short}\npt: {pt_lf}, {agesx}, mrn {mrn}, rm {room}\n\n",
            "{_title} - {pt_last} {agesx} ({mrn}) {today_short} {time}\n\n",
            "{_title}\n{pt_full} {agesx} mrn {mrn} | {ward} {room}-{bed} | att {att_last}\n\n",
        ])
    elif doc.style == "caps":
        tpl = r.choice([
            "{#{_title}}\nPATIENT: {pt_LF}    MRN: {mrn}    DOB: {dob}\nACCT: {acct}    ADMIT DATE: {adm_date}\n"
            "LOCATION: {hosp}, {ward}, RM {room} BED {bed}\nATTENDING: {att_dr}\nDATE OF SERVICE: {today}\n\n",
            "{hosp}\n{#{_title}}\n{pt_LF} | {agesx} | MRN {mrn} | FIN {acct}\nDOS: {today} {time}\n\n",
        ])
    else:
        tpl = r.choice([
            "{_title}\nPatient: {pt_lf}    MRN: {mrn}    DOB: {dob}\nAccount: {acct}    Admitted: {adm_date}\n"
            "Unit: {ward}, Room {room}, Bed {bed}    Attending: {att_dr}\nDate of service: {today}\n\n",
            "{hosp} - {_title}\nName: {pt_full}  DOB {dob}  MRN {mrn}  Enc {acct}\nNote date: {today} {time_c}\n\n",
            "{_title} ({hosp_abbr})\n{pt_lf} / {agesx} / MRN {mrn}\nRoom {room}, {ward}    {today}\n\n",
        ])
    doc.render(tpl, c)


def trend_dates(cs, n, end=None):
    end = end or cs.today
    start = max(cs.adm - dt.timedelta(days=1), end - dt.timedelta(days=n + 3))
    days = sorted(cs.r.sample(range(0, max(n, (end - start).days + 1)), n))
    return [start + dt.timedelta(days=x) for x in days]


def labs_block(doc, cs, c, nlabs=None, lower=False):
    r, g = cs.r, cs.g
    nlabs = nlabs or r.randint(4, 7)
    kind = r.choice(["short", "short", "short", "slash2", "wkshort"])
    arrow = r.choice([" -> ", " -> ", " --> ", " > ", " → "]) if not lower else r.choice([" -> ", " > ", "->"])
    for lab in r.sample(clin.LABS, nlabs):
        ds = trend_dates(cs, r.randint(2, 4))
        doc.put(clin.trend(g, lab, ds, arrow, kind))
        doc.lit("\n")


def bmp_line(doc, cs):
    r = cs.r
    doc.lit("%d | %d | %d / %.1f | %d | %.1f < %d   CBC %.1f > %.1f/%d < %d\n" % (
        r.randint(128, 145), r.randint(94, 110), r.randint(8, 60), r.uniform(3.2, 5.4), r.randint(16, 30),
        r.uniform(0.6, 3.2), r.randint(70, 320), r.uniform(3, 18), r.uniform(7, 14), r.randint(22, 42),
        r.randint(60, 420)))


MICRO = ["no growth to date", "GPC in clusters, speciation pending", "E. coli, pan-sensitive",
         "Klebsiella pneumoniae, ESBL negative", "MRSA", "MSSA, oxacillin sensitive",
         "Enterococcus faecalis", "normal flora", "C. difficile toxin PCR positive",
         "influenza A PCR positive", "SARS-CoV-2 PCR negative", "yeast >100k, likely colonization"]
IMAGING = ["CXR", "CT head w/o contrast", "CT A/P w/ contrast", "CTA chest (PE protocol)",
           "RUQ US", "TTE", "LE venous duplex", "MRI brain", "KUB", "renal US"]
IMPRESS = ["no acute process", "small b/l effusions, pulmonary vascular congestion",
           "RLL consolidation", "no PE; mild atelectasis", "cholelithiasis w/o cholecystitis",
           "EF 30-35%, moderate MR, RVSP 48", "occlusive DVT R popliteal", "chronic small vessel disease",
           "no hydronephrosis", "nonobstructive bowel gas pattern", "LVEF 55-60%, no WMA"]


def _wrap(r, val, pairs):
    a, b = r.choice(pairs)
    return [a, val, b]


def micro_block(doc, cs, c, n=None):
    r = cs.r
    for _ in range(n or r.randint(1, 3)):
        d = cs.today - dt.timedelta(days=r.randint(0, 4))
        doc.put(Seq([r.choice(["Blood cx", "Urine cx", "Sputum cx", "BCx x2", "Resp viral panel",
                               "Stool C diff"]), " ", cs.d(d, r.choice(["short", "slash2"])),
                     *_wrap(r, c["acc"](), [(" (acc ", "): "), (" - accession ", ": "), (" #", ": "),
                                            (" specimen ", " - "), (" [", "] ")]),
                     r.choice(MICRO), "\n"]))


def imaging_block(doc, cs, c, n=None):
    r = cs.r
    for _ in range(n or r.randint(1, 2)):
        d = cs.adm + dt.timedelta(days=r.randint(0, max(0, (cs.today - cs.adm).days)))
        doc.put(Seq([r.choice(IMAGING), " ", cs.d(d, r.choice(["short", "slash", "abbr"])),
                     *_wrap(r, c["acc"]() if r.random() < 0.6 else c["ordno"](),
                            [(" (acc ", "): "), (" [order ", "]: "), (" (", ") - "), (", order #", ": ")]),
                     r.choice(IMPRESS), "\n"]))


def exam(doc, cs, lower=False):
    r = cs.r
    lines = ["Gen: " + r.choice(["NAD, resting comfortably", "ill-appearing, tachypneic", "somnolent but arousable",
                                 "pleasant, conversant"]),
             "CV: " + r.choice(["irreg irreg, no m/r/g", "RRR, 2/6 SEM RUSB", "tachycardic, regular",
                                "RRR, no murmurs"]),
             "Pulm: " + r.choice(["crackles b/l bases", "diffuse expiratory wheeze", "CTAB", "decreased BS R base"]),
             "Abd: " + r.choice(["soft, NT/ND, +BS", "distended, +fluid wave", "mild RUQ TTP", "obese, soft"]),
             "Ext: " + r.choice(["2+ pitting edema to knees", "no edema", "1+ b/l LE edema", "warm, WWP"]),
             "Neuro: " + r.choice(["A&Ox3, nonfocal", "A&Ox1, moves all 4", "CN II-XII intact", "mild asterixis"]),
             r.choice(clin.EPONYM_EXAM)]
    for ln in r.sample(lines, r.randint(4, len(lines))):
        doc.lit(ln + "\n")


def meds(doc, cs, n=None):
    r = cs.r
    for m in r.sample(clin.DRUGS, n or r.randint(4, 9)):
        doc.lit("- " + m + "\n")


def ap_block(doc, cs, c, k=None, extra=None):
    r = cs.r
    probs = clin.problems(r, k or r.randint(3, 5))
    for i, (a, b) in enumerate(probs, 1):
        fmt = r.choice(["#%d %s: %s\n", "%d. %s - %s\n", "# %s\n  - %s\n"])
        if fmt.startswith("# "):
            doc.lit(fmt % (a, b))
        else:
            doc.lit(fmt % (i, a, b))
        if extra and r.random() < 0.5:
            doc.render(r.choice(extra), c)
